import { useTranslation } from "react-i18next";
import { PageHeading } from "@/client/components/page-heading";
import { PrivacyContent } from "@/client/features/legal/components/legal-content";

export function PrivacyPage() {
  const { t } = useTranslation("legal");
  return (
    <article className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <PageHeading title={t("pages.privacy", { ns: "common" })} />
      <PrivacyContent headingLevel={2} />
    </article>
  );
}
