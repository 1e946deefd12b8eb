import { useTranslation } from "react-i18next";
import { LinkActionShell } from "@/client/components/link-action-shell";
import { MailOffBody } from "@/client/features/notifications/components/mail-off-body";
import { api } from "@/client/lib/api-client";
import { type LinkActionResult, linkActionLoader } from "@/client/lib/link-action";

/**
 * The page a notification mail's unsubscribe link opens: the kinds named in the token are set to "Aus"
 * once (idempotent), without signing in — the token is the authorisation (decision 182). The browser
 * sends it as the page hydrates (`linkActionLoader`, decision 236).
 */
export function NotificationMailOffPage({ result }: { result: LinkActionResult }) {
  const { t } = useTranslation("notifications");
  return (
    <LinkActionShell title={t("mailOff.title")}>
      <MailOffBody result={result} />
    </LinkActionShell>
  );
}

export const switchNotificationMailsOff = linkActionLoader((token) =>
  api["notification-mails"].unsubscribe.$post({ query: {}, json: { token } }),
);
