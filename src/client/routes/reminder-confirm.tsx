import { ReminderActionPage } from "@/client/features/landing/reminder-pages";
import { useLinkActionResult } from "@/client/lib/link-action";
import { type PageLoaderArgs, pageMeta } from "@/client/lib/page-answer";
import { pageAnswer } from "@/client/lib/page-answer.server";

export { confirmReminder as clientLoader } from "@/client/features/landing/reminder-pages";

export const loader = ({ context }: PageLoaderArgs) =>
  pageAnswer(context, {
    namespaces: ["landing"],
    title: (t) => t("reminderPages.confirmTitle", { ns: "landing" }),
  });

export const meta = pageMeta;

/** While the browser sends the link's request: the waiting state, also the server's. */
export function HydrateFallback() {
  return <ReminderActionPage action="confirm" result={{ status: "pending" }} />;
}

export default function ReminderConfirm() {
  return <ReminderActionPage action="confirm" result={useLinkActionResult()} />;
}
