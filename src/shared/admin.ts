import { z } from "zod";
import { AUDIT_ITEM_TYPES, type AuditDetails, type AuditItemType } from "@/shared/audit-items";
import type { PLANS } from "@/shared/plans";
import { cleanName } from "@/shared/text-rules";
import { USAGE_ROUTE_PATTERNS } from "@/shared/usage";

/** A user id as the spec's is_admin check accepts it: a UUID of versions 1-5. */
export const USER_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
export const INVALID_USER_ID_MESSAGE = "Invalid user ID format";

export function isUserId(value: string): boolean {
  return USER_ID_PATTERN.test(value);
}

export const userIdParamSchema = z.object({
  id: z.string().regex(USER_ID_PATTERN, "invalid_user_id"),
});

/** Page sizes of the admin lists (spec section 9: impulses and posts 10, events 5). */
export const ADMIN_PAGE_SIZE = {
  impulses: 10,
  posts: 10,
  events: 5,
  announcements: 10,
  bulletin: 10,
  comments: 20,
  users: 20,
  audit: 20,
  reports: 20,
} as const;

const pageParam = z.coerce.number().int().min(1).max(10_000).default(1);

/** The plan filter of the users list: a plan, or "none" for members who have not chosen one. */
import { USER_PLAN_FILTERS } from "@/shared/user-filters";

export const adminUsersQuerySchema = z.object({
  // Cleaned as names are stored (control characters as spaces): PostgreSQL cannot compare a NUL.
  q: z.string().overwrite(cleanName).max(200).optional().default(""),
  page: pageParam,
  /** "1": only members who completed week 5 ("Woche 5 abgeschlossen", decision 192). */
  finished: z.enum(["1"]).optional(),
  /** "1": only members without the graduate badge. */
  withoutBadge: z.enum(["1"]).optional(),
  plan: z.enum(USER_PLAN_FILTERS).optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const setAdminBodySchema = z.object({ admin: z.boolean() });

export const auditQuerySchema = z.object({
  kind: z.enum(AUDIT_ITEM_TYPES).optional(),
  page: pageParam,
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export type AuditEntry = {
  id: string;
  createdAt: string;
  actorId: string;
  actorName: string;
  action: string;
  itemType: AuditItemType;
  itemId: string;
  itemTitle: string;
  /** Entries from before decision 193: an English line; newer entries have "" and `details`. */
  summary: string;
  details: AuditDetails | null;
  /** The current name of the member the entry is about, while their account exists. */
  subjectName: string | null;
  /** That member's pseudonym, kept after their account is deleted. */
  subjectRef: string | null;
};

export type Paged<T> = { items: T[]; total: number; page: number; pageSize: number };

export type AdminUserRow = {
  id: string;
  name: string;
  email: string;
  plan: (typeof PLANS)[number] | null;
  isAdmin: boolean;
  badges: string[];
  posts: number;
  comments: number;
  weeksStarted: number;
  weeksCompleted: number;
  /** The highest week with completed_at, 0 when none is complete. */
  furthestWeekCompleted: number;
  createdAt: string;
};

/** The details view: counts and progress only — a member's answers stay private, from admins too. */
export type AdminUserDetails = AdminUserRow & {
  hasPaid: boolean;
  subscriptionStartDate: string | null;
  currentWeek: number;
  language: string;
  lastActiveOn: string | null;
  weeks: { week: number; startedAt: string | null; completedAt: string | null }[];
  /** An active community suspension (decision 185), else null. */
  communitySuspension: { until: string; reason: string } | null;
};

/** The anonymous usage metrics counted per day (decision 061). */
export const USAGE_METRICS = [
  "page_view",
  "signup",
  "member_active",
  "week_opened",
  "week_completed",
  "mail_sent",
] as const;
export type UsageMetric = (typeof USAGE_METRICS)[number];

/** POST /api/usage/page-view: only a known route pattern is counted. */
export const pageViewBodySchema = z.object({
  route: z.string().refine((value) => USAGE_ROUTE_PATTERNS.includes(value), "unknown_route"),
});

/** How many days the overview shows. */
export const USAGE_DAYS = 30;

export type UsageSeries = { metric: UsageMetric; days: { day: string; count: number }[]; total: number };

/**
 * Where the members are on the journey (decision 192): per week, the members whose furthest opened
 * week it is and who have not completed week 5; `finished` those who completed week 5; `notStarted`
 * members who opened no week yet.
 */
export type JourneyStandings = {
  weeks: { week: number; members: number }[];
  notStarted: number;
  finished: number;
};

/** The last backups' state (decision 257); `stale`: none succeeded within `staleHours`. */
export type BackupStatus = {
  lastSuccess: { at: string; file: string; sizeBytes: number; afterCommandFailed: boolean } | null;
  /** The latest attempt, when it failed: no_space, missing_folder, not_writable, dump_failed or other. */
  lastFailure: { at: string; kind: string } | null;
  stale: boolean;
  staleHours: number;
};

export type AdminOverview = {
  /** impulses: daily plus weekly impulses (quotes of the week are not impulses, decision 192). */
  counts: { members: number; events: number; posts: number; impulses: number };
  journey: JourneyStandings;
  usage: {
    from: string;
    to: string;
    series: UsageSeries[];
    /** Page views per route pattern over the whole window, most viewed first. */
    pageViewsByRoute: { route: string; count: number }[];
  };
  backup: BackupStatus;
};
