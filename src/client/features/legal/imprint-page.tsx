import { useTranslation } from "react-i18next";
import { DisclaimerContent, ImprintContent } from "@/client/features/legal/components/legal-content";
import { LEGAL_ARTICLE, LegalPageHeading } from "@/client/features/legal/components/legal-intros";

export function ImprintPage() {
  const { t } = useTranslation("legal");
  return (
    <article className={LEGAL_ARTICLE}>
      <LegalPageHeading page="imprint" />
      <ImprintContent />
      <h2 className="mt-12 mb-4 text-2xl font-semibold">{t("sections.disclaimer")}</h2>
      <DisclaimerContent />
    </article>
  );
}
