import { serverOrOffline } from "@/client/lib/offline-loader";
import { type PageLoaderArgs, pageMeta } from "@/client/lib/page-answer";
import { pageAnswer } from "@/client/lib/page-answer.server";
import { PAGE_DATA_KEYS } from "@/shared/page-data";

export { DashboardPage as default } from "@/client/features/dashboard/dashboard-page";

export async function loader({ context }: PageLoaderArgs) {
  const { language, data } = context;
  return pageAnswer(context, {
    namespaces: ["dashboard", "plans", "downloads"],
    queries: [[PAGE_DATA_KEYS.dashboard(language), await data.dashboard(language)]],
    title: (t) => t("pages.dashboard"),
    noindex: true,
  });
}

export const meta = pageMeta;

/** Offline the journey works from the member's copies (decision 211). */
export const clientLoader = serverOrOffline;
