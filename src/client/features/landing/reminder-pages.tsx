import { useTranslation } from "react-i18next";
import { LinkActionShell } from "@/client/components/link-action-shell";
import {
  type ReminderAction,
  ReminderActionBody,
} from "@/client/features/landing/components/reminder-link-bodies";
import { api } from "@/client/lib/api-client";
import { type LinkActionResult, linkActionLoader } from "@/client/lib/link-action";

/**
 * The pages the reminder mails link to. Opening the page performs the action once (both are
 * idempotent on the server), so a single click in the mail is enough and no sign-in is needed; the
 * browser sends it as the page hydrates (`linkActionLoader`, decision 236).
 */
export function ReminderActionPage({ action, result }: { action: ReminderAction; result: LinkActionResult }) {
  const { t } = useTranslation("landing");
  const title = action === "confirm" ? t("reminderPages.confirmTitle") : t("reminderPages.unsubscribeTitle");
  return (
    <LinkActionShell title={title}>
      <ReminderActionBody action={action} result={result} />
    </LinkActionShell>
  );
}

export const confirmReminder = linkActionLoader((token) => api.reminders.confirm.$post({ json: { token } }));

export const unsubscribeReminder = linkActionLoader((token) =>
  api.reminders.unsubscribe.$post({ query: {}, json: { token } }),
);
