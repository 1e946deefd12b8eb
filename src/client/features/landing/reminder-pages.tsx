import { useTranslation } from "react-i18next";
import { LinkActionShell } from "@/client/components/link-action-shell";
import {
  type ReminderAction,
  ReminderActionBody,
} from "@/client/features/landing/components/reminder-link-bodies";
import { api } from "@/client/lib/api-client";
import { linkActionRoute, useLinkActionResult } from "@/client/lib/link-action";

/**
 * The pages the reminder mails link to. Opening the page performs the action once (both are
 * idempotent on the server), so a single click in the mail is enough and no sign-in is needed; the
 * route's loader does it before the page renders (decision 224).
 */
function ReminderActionPage({ action }: { action: ReminderAction }) {
  const { t } = useTranslation("landing");
  const title = action === "confirm" ? t("reminderPages.confirmTitle") : t("reminderPages.unsubscribeTitle");
  return (
    <LinkActionShell title={title}>
      <ReminderActionBody action={action} result={useLinkActionResult()} />
    </LinkActionShell>
  );
}

export const reminderConfirmRoute = linkActionRoute(
  () => <ReminderActionPage action="confirm" />,
  (token) => api.reminders.confirm.$post({ json: { token } }),
);

export const reminderUnsubscribeRoute = linkActionRoute(
  () => <ReminderActionPage action="unsubscribe" />,
  (token) => api.reminders.unsubscribe.$post({ query: {}, json: { token } }),
);
