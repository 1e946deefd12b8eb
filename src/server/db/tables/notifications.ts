/** Tables added by migration 0016-notifications (docs/decisions/182-notifications.md). */

export interface NotificationTable {
  id: string;
  /** The recipient. */
  user_id: string;
  kind: string;
  actor_id: string | null;
  post_id: string | null;
  comment_id: string | null;
  announcement_id: string | null;
  detail: string | null;
  created_at: string;
  read_at: string | null;
  mailed_at: string | null;
}

export interface NotificationMailSettingTable {
  user_id: string;
  kind: string;
  mode: string;
  updated_at: string;
}

export type NotificationTables = {
  notifications: NotificationTable;
  notification_mail_settings: NotificationMailSettingTable;
};
