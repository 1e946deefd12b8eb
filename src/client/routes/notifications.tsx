import { serverOrOffline } from "@/client/lib/offline-loader";
import { type PageLoaderArgs, pageMeta } from "@/client/lib/page-answer";
import { pageAnswer } from "@/client/lib/page-answer.server";

export { NotificationsPage as default } from "@/client/features/notifications/notifications-page";

export const loader = ({ context }: PageLoaderArgs) =>
  pageAnswer(context, {
    namespaces: ["notifications"],
    title: (t) => t("title", { ns: "notifications" }),
    noindex: true,
  });

/** Offline the page renders what it can, with the calm notice where it needs the server (decision 212). */
export const clientLoader = serverOrOffline;

export const meta = pageMeta;
