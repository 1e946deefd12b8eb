import { useTranslation } from "react-i18next";
import { LinkActionShell } from "@/client/components/link-action-shell";
import { MemberReminderOffBody } from "@/client/features/landing/components/reminder-link-bodies";
import { api } from "@/client/lib/api-client";
import { type LinkActionResult, linkActionLoader } from "@/client/lib/link-action";

/**
 * The page a member's weekly reminder mail links to: opening it switches the reminder off once (the
 * server call is idempotent), without signing in — the link's token is the authorisation. The browser
 * sends it as the page hydrates (`linkActionLoader`, decision 236).
 */
export function MemberReminderOffPage({ result }: { result: LinkActionResult }) {
  const { t } = useTranslation("landing");
  return (
    <LinkActionShell title={t("memberReminderPage.title")}>
      <MemberReminderOffBody result={result} />
    </LinkActionShell>
  );
}

export const switchMemberReminderOff = linkActionLoader((token) =>
  api["member-reminders"].unsubscribe.$post({ query: {}, json: { token } }),
);
