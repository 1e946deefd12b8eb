// Without zod, for the profile's mail choices and the notifications page; notifications.ts builds on them.

/** What a member is notified about (decision 182). */
export const NOTIFICATION_KINDS = [
  "post_comment",
  "thread_reply",
  "report_handled",
  "announcement",
  "badge",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How a kind reaches the member by mail: "Sofort" / "Tägliche Zusammenfassung" / "Aus". */
export const MAIL_MODES = ["instant", "daily", "off"] as const;
export type MailMode = (typeof MAIL_MODES)[number];

/** Replies come as a daily summary, everything else stays in the app until the member chooses otherwise. */
export const DEFAULT_MAIL_MODES: Record<NotificationKind, MailMode> = {
  post_comment: "daily",
  thread_reply: "daily",
  report_handled: "off",
  announcement: "off",
  badge: "off",
};
