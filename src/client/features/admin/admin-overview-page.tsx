import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { LoadingState } from "@/client/components/ui/spinner";
import { adminOverviewQuery } from "@/client/features/admin/api/admin-api";
import { AdminPageIntro } from "@/client/features/admin/components/admin-page-intro";
import { LoadError } from "@/client/features/admin/components/load-error";
import { OverviewContent } from "@/client/features/admin/components/overview-content";

/** /admin: the four counts and the last 30 days of anonymous usage, as charts and a table. */
export function AdminOverviewPage() {
  const { t } = useTranslation("admin");
  const overview = useQuery(adminOverviewQuery);
  return (
    <section>
      <AdminPageIntro page="overview" />
      <LoadError title={t("overview.loadError")} query={overview} className="mb-4" />
      {overview.isPending ? (
        <LoadingState label={t("loading")} />
      ) : overview.isLoadingError ? null : (
        <OverviewContent data={overview.data} />
      )}
    </section>
  );
}
