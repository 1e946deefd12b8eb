import { NotificationMailOffPage } from "@/client/features/notifications/notification-mail-off-page";
import { useLinkActionResult } from "@/client/lib/link-action";
import { type PageLoaderArgs, pageMeta } from "@/client/lib/page-answer";
import { pageAnswer } from "@/client/lib/page-answer.server";

export { switchNotificationMailsOff as clientLoader } from "@/client/features/notifications/notification-mail-off-page";

export const loader = ({ context }: PageLoaderArgs) =>
  pageAnswer(context, {
    namespaces: ["notifications"],
    title: (t) => t("mailOff.title", { ns: "notifications" }),
  });

export const meta = pageMeta;

/** While the browser sends the link's request: the waiting state, also the server's. */
export function HydrateFallback() {
  return <NotificationMailOffPage result={{ status: "pending" }} />;
}

export default function NotificationMailOff() {
  return <NotificationMailOffPage result={useLinkActionResult()} />;
}
