import { useTranslation } from "react-i18next";
import { PageHeading } from "@/client/components/page-heading";

export function AdminOverviewPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <PageHeading title={t("pages.admin")} />
    </section>
  );
}
