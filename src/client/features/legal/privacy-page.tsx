import { useTranslation } from "react-i18next";
import { PageHeading } from "@/client/components/page-heading";
import { PrivacyContent } from "@/client/features/legal/components/legal-content";
import { LEGAL_ARTICLE } from "@/client/features/legal/components/legal-intros";

export function PrivacyPage() {
  const { t } = useTranslation("legal");
  return (
    <article className={LEGAL_ARTICLE}>
      <PageHeading title={t("pages.privacy", { ns: "common" })} />
      <PrivacyContent headingLevel={2} />
    </article>
  );
}
