import type { Generated } from "kysely";
import type { AccountsTables } from "@/server/db/tables/accounts";
import type { AdminTables } from "@/server/db/tables/admin";
import type { BackupTables } from "@/server/db/tables/backups";
import type { CommunityTables } from "@/server/db/tables/community";
import type { DbBool } from "@/server/db/tables/db-bool";
import type { JourneyTables } from "@/server/db/tables/journey";
import type { NotificationTables } from "@/server/db/tables/notifications";
import type { PaymentsTables } from "@/server/db/tables/payments";
import type { PublicFormsTables } from "@/server/db/tables/public-forms";
import type { ReportTables } from "@/server/db/tables/reports";
import type { ScheduledJobsTables } from "@/server/db/tables/scheduled-jobs";
import type { TwoFactorTables } from "@/server/db/tables/two-factor";

/** better-auth stores booleans as 0/1 on SQLite and dates as Date objects on PostgreSQL. */
type AuthBool = boolean | number;
type AuthDate = Date | string;

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: AuthBool;
  image: string | null;
  createdAt: AuthDate;
  updatedAt: AuthDate;
  role: string | null;
  banned: AuthBool | null;
  banReason: string | null;
  banExpires: AuthDate | null;
  /** Added by 0011-two-factor: the account signs in with a second factor. */
  twoFactorEnabled: AuthBool | null;
}

export interface SessionTable {
  id: string;
  expiresAt: AuthDate;
  token: string;
  createdAt: AuthDate;
  updatedAt: AuthDate;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  impersonatedBy: string | null;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  password: string | null;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: AuthDate;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

export interface ProfileTable {
  id: string;
  full_name: string;
  subscription_type: "free" | "core" | "deep" | null;
  has_paid: DbBool;
  subscription_start_date: string | null;
  current_week: Generated<number>;
  language: Generated<string>;
  created_at: string;
  updated_at: string;
  /** Added by 0002-accounts: weekly e-mail when the next week is recommended. */
  weekly_reminder: Generated<DbBool>;
  /** Added by 0009-admin: the day (UTC) of the latest activity, for the "members active" counter. */
  last_active_on: string | null;
  /** Added by 0022-member-time-zone: the IANA zone of the member's calendar reminders; null = TIME_ZONE. */
  time_zone: string | null;
  /** Added by 0018-content-reports: no community writes until then (decision 185). */
  community_suspended_until: string | null;
  community_suspension_reason: string | null;
  /** Added by 0030-journey-standing: the furthest week opened (null: none) and week 5 complete (0/1). */
  furthest_week: number | null;
  journey_finished: Generated<number>;
}

export interface UserWeekProgressTable {
  user_id: string;
  week_number: number;
  started_at: string | null;
  completed_at: string | null;
  /** Added by 0005-journey: when "next" first unlocked this week, and when the user moved on from it. */
  unlocked_at: string | null;
  visited_at: string | null;
}

export interface JourneyEntryTable {
  user_id: string;
  week_number: number;
  field: string;
  value: string;
  version: number;
  updated_at: string;
}

export interface UserConsentTable {
  user_id: string;
  consent_type: string;
  policy_version: string;
  granted_at: string;
}

export interface DailyImpulseTable {
  id: string;
  content: string;
  content_en: string | null;
  publication_date: string;
  created_at: string;
}

export interface ImpulseCommentTable {
  id: string;
  impulse_id: string;
  user_id: string;
  comment_text: string;
  created_at: string;
  /** Added by 0015-community-edits: the author's latest edit. */
  edited_at: string | null;
}

export interface ForumPostTable {
  id: string;
  user_id: string;
  title: string;
  description: string;
  created_at: string;
  /** Added by 0015-community-edits: the author's latest edit. */
  edited_at: string | null;
}

export interface ForumCommentTable {
  id: string;
  post_id: string;
  user_id: string;
  comment_text: string;
  created_at: string;
  /** Added by 0015-community-edits: the author's latest edit. */
  edited_at: string | null;
}

export interface CommunityContentTable {
  id: string;
  type: string;
  title: string;
  content: string;
  title_en: string | null;
  content_en: string | null;
  published: DbBool;
  start_date: string | null;
  end_date: string | null;
  created_at: string;
}

export interface CommunityEventTable {
  id: string;
  title: string;
  description: string | null;
  title_en: string | null;
  description_en: string | null;
  event_date: string;
  event_link: string | null;
  created_at: string;
  /** Added by 0023-event-duration: the event stays listed until start plus this (default 90). */
  duration_minutes: Generated<number>;
}

export interface UserBadgeTable {
  user_id: string;
  badge_type: string;
  granted_at: string;
  /** The admin who granted it; null when granted from the command line (0008-badges). */
  granted_by: string | null;
  /** Added by 0020-graduation: "auto", "admin" or "command_line"; null on older rows. */
  granted_via: string | null;
}

export interface RateLimitAttemptTable {
  identifier: string;
  attempted_at: string;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

/** Counts kept by triggers (migration 0034): "users", "members", "forum_posts", "journey:W:F". */
export interface KeptCountTable {
  name: string;
  n: number | string;
}

export interface Database
  extends AccountsTables,
    PublicFormsTables,
    PaymentsTables,
    JourneyTables,
    ScheduledJobsTables,
    CommunityTables,
    AdminTables,
    TwoFactorTables,
    NotificationTables,
    ReportTables,
    BackupTables {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  profiles: ProfileTable;
  user_week_progress: UserWeekProgressTable;
  journey_entries: JourneyEntryTable;
  user_consents: UserConsentTable;
  daily_impulses: DailyImpulseTable;
  impulse_comments: ImpulseCommentTable;
  forum_posts: ForumPostTable;
  forum_comments: ForumCommentTable;
  community_content: CommunityContentTable;
  community_events: CommunityEventTable;
  user_badges: UserBadgeTable;
  rate_limit_attempts: RateLimitAttemptTable;
  app_meta: AppMetaTable;
  kept_counts: KeptCountTable;
}

export function toBool(value: DbBool | null | undefined): boolean {
  return value === true || value === 1;
}

/** The value to write into a boolean column: PostgreSQL reads "1"/"0" as booleans, SQLite stores them. */
export function fromBool(value: boolean): number {
  return value ? 1 : 0;
}
