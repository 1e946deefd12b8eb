import { type PageLoaderArgs, pageMeta } from "@/client/lib/page-answer";
import { pageAnswer } from "@/client/lib/page-answer.server";
import { PAGE_DATA_KEYS } from "@/shared/page-data";

export { AdminOverviewPage as default } from "@/client/features/admin/admin-overview-page";

export async function loader({ context }: PageLoaderArgs) {
  const { data } = context;
  return pageAnswer(context, {
    namespaces: ["admin", "security"],
    queries: data.actsAsAdmin() ? [[PAGE_DATA_KEYS.adminOverview, await data.adminOverview()]] : [],
    title: (t) => t("nav.overview", { ns: "admin" }),
    noindex: true,
  });
}

export const meta = pageMeta;
