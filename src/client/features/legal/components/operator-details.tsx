import { useTranslation } from "react-i18next";
import { useSiteInfo } from "@/client/features/legal/api/site-info";
import { OperatorDetailsView } from "@/client/features/legal/components/operator-details-view";

/** The operator's details from the server's configuration, as the SPA has them (inlined with the page). */
export function OperatorDetails() {
  const { t } = useTranslation("legal");
  const site = useSiteInfo();
  if (site.isPending) return <p className="text-muted">{t("loadingOperator")}</p>;
  return <OperatorDetailsView operator={site.data?.operator ?? { name: null, address: null, email: null }} />;
}
