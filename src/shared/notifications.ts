import { z } from "zod";
import { MAIL_MODES, NOTIFICATION_KINDS } from "@/shared/notification-kinds";

/** Notifications per page of the notifications list. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  createdAt: z.string(),
  read: z.boolean(),
  /** Who caused it (null for the team's own actions or a removed profile). */
  actorName: z.string().nullable(),
  /** The post it is about (comments), or null. */
  postId: z.string().nullable(),
  postTitle: z.string().nullable(),
  /** The comment it is about, for the link straight to it. */
  commentId: z.string().nullable(),
  /** The comment's first characters, or the announcement's title, or the handled report's content. */
  excerpt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationsPageSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
});
export const notificationCountSchema = z.object({ unread: z.number().int() });

export const notificationsQuerySchema = z.strictObject({ cursor: z.string().max(200).optional() });
// A uuid, or "a:<announcement>:<user>" for an announcement's notifications (one per member).
export const notificationIdParamSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9:_-]{1,120}$/, { error: "invalid_id" }),
});

export const mailSettingsSchema = z.strictObject({
  post_comment: z.enum(MAIL_MODES),
  thread_reply: z.enum(MAIL_MODES),
  report_handled: z.enum(MAIL_MODES),
  announcement: z.enum(MAIL_MODES),
  badge: z.enum(MAIL_MODES),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;
/** The profile page sends one or more kinds at a time. */
export const mailSettingsUpdateSchema = mailSettingsSchema.partial();
