import { useTranslation } from "react-i18next";
import { OperatorDetailsView } from "@/client/features/legal/components/operator-details-view";
import { useSiteInfo } from "@/client/lib/site-info";

/** The operator's details from the server's configuration (in every page's answer, `lib/site-info.ts`). */
export function OperatorDetails() {
  const { t } = useTranslation("legal");
  const site = useSiteInfo();
  if (site.isPending) return <p className="text-muted">{t("loadingOperator")}</p>;
  return <OperatorDetailsView operator={site.data?.operator ?? { name: null, address: null, email: null }} />;
}
