import { MemberReminderOffPage } from "@/client/features/landing/member-reminder-page";
import { useLinkActionResult } from "@/client/lib/link-action";
import { type PageLoaderArgs, pageMeta } from "@/client/lib/page-answer";
import { pageAnswer } from "@/client/lib/page-answer.server";

export { switchMemberReminderOff as clientLoader } from "@/client/features/landing/member-reminder-page";

export const loader = ({ context }: PageLoaderArgs) =>
  pageAnswer(context, {
    namespaces: ["landing"],
    title: (t) => t("memberReminderPage.title", { ns: "landing" }),
  });

export const meta = pageMeta;

/** While the browser sends the link's request: the waiting state, also the server's. */
export function HydrateFallback() {
  return <MemberReminderOffPage result={{ status: "pending" }} />;
}

export default function MemberReminderOff() {
  return <MemberReminderOffPage result={useLinkActionResult()} />;
}
