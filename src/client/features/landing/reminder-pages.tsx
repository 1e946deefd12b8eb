import { useTranslation } from "react-i18next";
import { LinkActionShell } from "@/client/components/link-action-shell";
import { ReminderActionBody } from "@/client/features/landing/components/reminder-link-bodies";
import { api } from "@/client/lib/api-client";
import { linkActionRoute, useLinkActionResult } from "@/client/lib/link-action";

/**
 * The pages the reminder mails link to. Opening the page performs the action once (both are
 * idempotent on the server), so a single click in the mail is enough and no sign-in is needed; the
 * route's loader does it before the page renders (decision 224).
 */
function ReminderConfirmPage() {
  const { t } = useTranslation("landing");
  return (
    <LinkActionShell title={t("reminderPages.confirmTitle")}>
      <ReminderActionBody action="confirm" result={useLinkActionResult()} />
    </LinkActionShell>
  );
}

function ReminderUnsubscribePage() {
  const { t } = useTranslation("landing");
  return (
    <LinkActionShell title={t("reminderPages.unsubscribeTitle")}>
      <ReminderActionBody action="unsubscribe" result={useLinkActionResult()} />
    </LinkActionShell>
  );
}

export const reminderConfirmRoute = linkActionRoute(ReminderConfirmPage, (token) =>
  api.reminders.confirm.$post({ json: { token } }),
);

export const reminderUnsubscribeRoute = linkActionRoute(ReminderUnsubscribePage, (token) =>
  api.reminders.unsubscribe.$post({ query: {}, json: { token } }),
);
