import { useTranslation } from "react-i18next";
import { PageHeading } from "@/client/components/page-heading";
import { DisclaimerContent, ImprintContent } from "@/client/features/legal/components/legal-content";

export function ImprintPage() {
  const { t } = useTranslation("legal");
  return (
    <article className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <PageHeading title={t("pages.imprint", { ns: "common" })} />
      <ImprintContent />
      <h2 className="mt-12 mb-4 text-2xl font-semibold">{t("sections.disclaimer")}</h2>
      <DisclaimerContent />
    </article>
  );
}
