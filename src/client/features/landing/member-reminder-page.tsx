import { useTranslation } from "react-i18next";
import { LinkActionShell } from "@/client/components/link-action-shell";
import { MemberReminderOffBody } from "@/client/features/landing/components/reminder-link-bodies";
import { api } from "@/client/lib/api-client";
import { linkActionRoute, useLinkActionResult } from "@/client/lib/link-action";

/**
 * The page a member's weekly reminder mail links to: opening it switches the reminder off once (the
 * server call is idempotent), without signing in — the link's token is the authorisation. The route's
 * loader does it before the page renders (decision 224).
 */
function MemberReminderOffPage() {
  const { t } = useTranslation("landing");
  return (
    <LinkActionShell title={t("memberReminderPage.title")}>
      <MemberReminderOffBody result={useLinkActionResult()} />
    </LinkActionShell>
  );
}

export const memberReminderOffRoute = linkActionRoute(MemberReminderOffPage, (token) =>
  api["member-reminders"].unsubscribe.$post({ query: {}, json: { token } }),
);
