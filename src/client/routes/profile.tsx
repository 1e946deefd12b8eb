import { serverOrOffline } from "@/client/lib/offline-loader";
import { type PageLoaderArgs, pageMeta } from "@/client/lib/page-answer";
import { pageAnswer } from "@/client/lib/page-answer.server";
import { PAGE_DATA_KEYS } from "@/shared/page-data";

export { ProfilePage as default } from "@/client/features/profile/profile-page";

export async function loader({ context }: PageLoaderArgs) {
  return pageAnswer(context, {
    namespaces: ["profile", "security"],
    queries: [[PAGE_DATA_KEYS.profileSettings, await context.data.profileSettings()]],
    title: (t) => t("title", { ns: "profile" }),
    noindex: true,
  });
}

/** Offline the page renders what it can, with the calm notice where it needs the server (decision 212). */
export const clientLoader = serverOrOffline;

export const meta = pageMeta;
