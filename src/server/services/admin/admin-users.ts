import { type Expression, type ExpressionBuilder, PostgresAdapter, type SqlBool, sql } from "kysely";
import { currentTime } from "@/server/clock";
import type { Db } from "@/server/db/database";
import { type Database, toBool } from "@/server/db/schema";
import { ADMIN_ROLE, hasAdminRole } from "@/server/services/admin/admin-role";
import { auditActor, recordAdminAction } from "@/server/services/admin/audit-log";
import { keptCounts } from "@/server/services/admin/kept-counts";
import { GRADUATE } from "@/server/services/badges/badge-service";
import { ConflictError, ForbiddenError, NotFoundError } from "@/server/services/errors";
import { actsAsAdmin, type Viewer } from "@/server/services/viewer";
import {
  ADMIN_PAGE_SIZE,
  type AdminUserDetails,
  type AdminUserRow,
  type AdminUsersQuery,
  type Paged,
} from "@/shared/admin";
import { isPlan, TOTAL_WEEKS } from "@/shared/plans";
import { cleanName } from "@/shared/text-rules";
import { TWO_FACTOR_REQUIRED_CODE } from "@/shared/two-factor";

export const ACCESS_DENIED_MESSAGE = "Access Denied: This page is only accessible to administrators.";
export const LAST_ADMIN_MESSAGE = "The last admin cannot be removed.";

/** Authorization next to the data: the routes check too, but no admin service trusts that alone. */
export function assertAdmin(viewer: Viewer | null): asserts viewer is Viewer {
  if (!viewer?.isAdmin) throw new ForbiddenError(ACCESS_DENIED_MESSAGE);
  if (!actsAsAdmin(viewer)) {
    throw new ForbiddenError("Admins sign in with two factors; please set it up first.", {
      code: TWO_FACTOR_REQUIRED_CODE,
    });
  }
}

type Eb = ExpressionBuilder<Database & { u: Database["user"] }, "u" | "profiles">;

const count = (eb: Eb, table: "forum_posts" | "forum_comments" | "impulse_comments") =>
  eb
    .selectFrom(table)
    .select((sub) => sub.fn.countAll().as("n"))
    .whereRef(`${table}.user_id`, "=", "u.id");

/** The accounts with their profiles: what the list filters and counts, before any column is chosen. */
function usersWithProfiles(db: Db) {
  return db.selectFrom("user as u").leftJoin("profiles", "profiles.id", "u.id");
}

type UsersWithProfiles = ReturnType<typeof usersWithProfiles>;

/** The list and details share one selection: identity, plan, role and counts — never any answer text. */
function userSelection(db: Db, from: UsersWithProfiles = usersWithProfiles(db)) {
  return from.select((eb) => [
    "u.id",
    "u.email",
    "u.role",
    "u.createdAt",
    eb.fn.coalesce("profiles.full_name", "u.name").as("name"),
    "profiles.subscription_type",
    "profiles.has_paid",
    "profiles.subscription_start_date",
    "profiles.current_week",
    "profiles.language",
    "profiles.last_active_on",
    "profiles.community_suspended_until",
    "profiles.community_suspension_reason",
    count(eb as Eb, "forum_posts").as("posts"),
    count(eb as Eb, "forum_comments").as("forum_comments"),
    count(eb as Eb, "impulse_comments").as("impulse_comments"),
    eb
      .selectFrom("user_week_progress as wp")
      .select((sub) => sub.fn.countAll().as("n"))
      .whereRef("wp.user_id", "=", "u.id")
      .where("wp.started_at", "is not", null)
      .as("weeks_started"),
    eb
      .selectFrom("user_week_progress as wp")
      .select((sub) => sub.fn.countAll().as("n"))
      .whereRef("wp.user_id", "=", "u.id")
      .where("wp.completed_at", "is not", null)
      .as("weeks_completed"),
    eb
      .selectFrom("user_week_progress as wp")
      .select((sub) => sub.fn.max("wp.week_number").as("w"))
      .whereRef("wp.user_id", "=", "u.id")
      .where("wp.completed_at", "is not", null)
      .as("furthest_completed"),
  ]);
}

type SelectedUser = Awaited<ReturnType<ReturnType<typeof userSelection>["executeTakeFirstOrThrow"]>>;

function toRow(row: SelectedUser, badges: string[]): AdminUserRow {
  const plan = row.subscription_type;
  return {
    id: row.id,
    name: String(row.name ?? ""),
    email: row.email,
    plan: plan && isPlan(plan) ? plan : null,
    isAdmin: hasAdminRole(row.role),
    badges,
    posts: Number(row.posts ?? 0),
    comments: Number(row.forum_comments ?? 0) + Number(row.impulse_comments ?? 0),
    weeksStarted: Number(row.weeks_started ?? 0),
    weeksCompleted: Number(row.weeks_completed ?? 0),
    furthestWeekCompleted: Number(row.furthest_completed ?? 0),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** The badges of several users at once (spec section 7: user_badges selected by a list of ids). */
export async function badgesOf(db: Db, userIds: string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (userIds.length === 0) return result;
  const rows = await db
    .selectFrom("user_badges")
    .select(["user_id", "badge_type"])
    .where("user_id", "in", userIds)
    .orderBy("badge_type")
    .execute();
  for (const row of rows) result.set(row.user_id, [...(result.get(row.user_id) ?? []), row.badge_type]);
  return result;
}

/** The trigram indexes' least: a shorter term matches the start of a name, e-mail or id instead. */
const TRIGRAM = 3;
/** On SQLite, two of these stand before each field of user_search's text (migration 0032). */
const FIELD_MARK = "\u0001";

/**
 * The accounts whose name, e-mail or id holds the (folded) term, or, for a term of one or two
 * letters, starts with it: anywhere, such a term matches most members and no trigram index can find
 * it. Served by an index on both databases (migration 0032, decision 264): PostgreSQL's GIN trigram
 * indexes on lower(name), lower(email) and lower(id); SQLite's FTS5 trigram table `user_search`,
 * which holds the same fields folded, so GLOB (exact, unlike LIKE) matches as LIKE did on fold().
 * The account's name is searched: the profile service keeps the profile's name equal to it.
 */
function matchingTerm(db: Db, term: string): (eb: Eb) => Expression<SqlBool> {
  const length = [...term].length;
  const prefix = length < TRIGRAM;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const escaped = term.replace(/[\\%_]/g, (ch) => `\\${ch}`);
    const pattern = sql`${prefix ? `${escaped}%` : `%${escaped}%`} escape '\\'`;
    return (eb) =>
      eb.or(
        ["u.name", "u.email", "u.id"].map((column) => eb(sql`fold(${sql.ref(column)})`, "like", pattern)),
      );
  }
  const escaped = term.replace(/[*?[]/g, (ch) => `[${ch}]`);
  const pattern = prefix ? `*${FIELD_MARK.repeat(TRIGRAM - length)}${escaped}*` : `*${escaped}*`;
  return () => sql<SqlBool>`u.id in (select member_id from user_search where text glob ${pattern})`;
}

/**
 * Users ordered by name; the search matches name, e-mail or id, case-insensitively for every letter
 * ("özlem" finds "Özlem" on SQLite too: fold(), decision 183), a term under three letters at their
 * start (decision 264). The filters (decision 192) narrow it to members who completed week 5, members
 * without the graduate badge, and a plan ("none": no plan chosen); they combine.
 */
export async function listUsers(
  db: Db,
  viewer: Viewer | null,
  query: AdminUsersQuery,
): Promise<Paged<AdminUserRow>> {
  assertAdmin(viewer);
  const pageSize = ADMIN_PAGE_SIZE.users;
  // Cleaned as the route does (no control character: they mark SQLite's fields), then folded.
  const term = cleanName(query.q).toLowerCase();
  let base = usersWithProfiles(db);
  if (term) base = base.where(matchingTerm(db, term));
  if (query.finished) {
    base = base.where(({ exists, selectFrom }) =>
      exists(
        selectFrom("user_week_progress as fw")
          .select("fw.user_id")
          .whereRef("fw.user_id", "=", "u.id")
          .where("fw.week_number", "=", TOTAL_WEEKS)
          .where("fw.completed_at", "is not", null),
      ),
    );
  }
  if (query.withoutBadge) {
    base = base.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("user_badges as ub")
            .select("ub.user_id")
            .whereRef("ub.user_id", "=", "u.id")
            .where("ub.badge_type", "=", GRADUATE),
        ),
      ),
    );
  }
  if (query.plan === "none") base = base.where("profiles.subscription_type", "is", null);
  else if (query.plan) base = base.where("profiles.subscription_type", "=", query.plan);
  // Unsearched and unfiltered, the total is every account: kept, not counted (migration 0034).
  const unnarrowed = !term && !query.finished && !query.withoutBadge && !query.plan;
  const total = unnarrowed
    ? { n: (await keptCounts(db, ["users"])).get("users") ?? 0 }
    : await base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
  // In name order, by the account's name (the profile service keeps it equal to the profile's).
  // Unsearched, read in order from user_name_order_idx (migration 0031) instead of sorting every member
  // per page. Searched, the matches come from the search index and are sorted after; the order is
  // written so that no index serves it (`|| ''`, the same order): PostgreSQL walked the name index
  // until it had a page, which for matches that stand late in it (a first name, "Sören") read nearly
  // every member (95 ms with 100,000, against 16 ms sorted).
  const order = term ? sql`lower(u.name) || ''` : sql`lower(u.name)`;
  // The page's ids first, from the index alone, then the page's rows with their counts: cut after
  // the counts, a deep page computed them for every row it skipped (47 ms for page 2,000 of 100,000).
  const pageIds = base
    .select("u.id")
    .orderBy(order)
    .orderBy("u.id")
    .limit(pageSize)
    .offset((query.page - 1) * pageSize);
  const rows = await userSelection(db, usersWithProfiles(db).where("u.id", "in", pageIds))
    .orderBy(sql`lower(u.name)`)
    .orderBy("u.id")
    .execute();
  const badges = await badgesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toRow(row, badges.get(row.id) ?? [])),
    total: Number(total.n),
    page: query.page,
    pageSize,
  };
}

export async function userDetails(db: Db, viewer: Viewer | null, userId: string): Promise<AdminUserDetails> {
  assertAdmin(viewer);
  const row = await userSelection(db).where("u.id", "=", userId).executeTakeFirst();
  if (!row) throw new NotFoundError("This user no longer exists.");
  const badges = await badgesOf(db, [userId]);
  const weeks = await db
    .selectFrom("user_week_progress")
    .select(["week_number", "started_at", "completed_at"])
    .where("user_id", "=", userId)
    .orderBy("week_number")
    .execute();
  return {
    ...toRow(row, badges.get(userId) ?? []),
    hasPaid: toBool(row.has_paid),
    subscriptionStartDate: row.subscription_start_date ?? null,
    currentWeek: Number(row.current_week ?? 1),
    language: row.language ?? "de",
    lastActiveOn: row.last_active_on ?? null,
    weeks: weeks.map((w) => ({ week: w.week_number, startedAt: w.started_at, completedAt: w.completed_at })),
    communitySuspension:
      row.community_suspended_until && row.community_suspended_until > currentTime().toISOString()
        ? { until: row.community_suspended_until, reason: row.community_suspension_reason ?? "" }
        : null,
  };
}

/**
 * Grants or removes the admin role and records it. The last admin is never removed: the update
 * itself requires another admin to exist, so two admins removing each other cannot both succeed
 * on one statement's view of the table.
 */
export async function setUserAdmin(
  db: Db,
  viewer: Viewer | null,
  userId: string,
  grant: boolean,
): Promise<AdminUserDetails> {
  assertAdmin(viewer);
  const target = await db
    .selectFrom("user")
    .select(["id", "name", "email", "role"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!target) throw new NotFoundError("This user no longer exists.");
  const wasAdmin = hasAdminRole(target.role);
  if (wasAdmin !== grant) {
    const now = currentTime().toISOString();
    if (grant) {
      await db
        .updateTable("user")
        .set({ role: ADMIN_ROLE, updatedAt: now })
        .where("id", "=", userId)
        .execute();
    } else {
      const result = await db
        .updateTable("user")
        .set({ role: "user", updatedAt: now })
        .where("id", "=", userId)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom("user as other")
              .select("other.id")
              .where("other.id", "<>", userId)
              .where("other.role", "like", `%${ADMIN_ROLE}%`),
          ),
        )
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) {
        throw new ConflictError(LAST_ADMIN_MESSAGE, { code: "last_admin" });
      }
    }
    await recordAdminAction(db, {
      ...auditActor(viewer),
      action: grant ? "admin.grant" : "admin.revoke",
      itemType: "user",
      itemId: userId,
      itemTitle: "",
      details: { type: "role", to: grant ? "admin" : "user" },
      subjectId: userId,
    });
  }
  return userDetails(db, viewer, userId);
}
