import { ReminderActionPage } from "@/client/features/landing/reminder-pages";
import { useLinkActionResult } from "@/client/lib/link-action";
import { type PageLoaderArgs, pageMeta } from "@/client/lib/page-answer";
import { pageAnswer } from "@/client/lib/page-answer.server";

export { unsubscribeReminder as clientLoader } from "@/client/features/landing/reminder-pages";

export const loader = ({ context }: PageLoaderArgs) =>
  pageAnswer(context, {
    namespaces: ["landing"],
    title: (t) => t("reminderPages.unsubscribeTitle", { ns: "landing" }),
  });

export const meta = pageMeta;

/** While the browser sends the link's request: the waiting state, also the server's. */
export function HydrateFallback() {
  return <ReminderActionPage action="unsubscribe" result={{ status: "pending" }} />;
}

export default function ReminderUnsubscribe() {
  return <ReminderActionPage action="unsubscribe" result={useLinkActionResult()} />;
}
