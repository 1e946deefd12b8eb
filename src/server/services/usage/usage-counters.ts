import { sql } from "kysely";
import { currentTime } from "@/server/clock";
import type { Db } from "@/server/db/database";
import type { Logger } from "@/server/logger";
import type { Mailer } from "@/server/mail/mailer";
import { USAGE_DAYS, USAGE_METRICS, type UsageMetric, type UsageSeries } from "@/shared/admin";
import { addDays } from "@/shared/dates";

/** Usage days are UTC calendar days (decision 061). */
export function usageDay(now = currentTime()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Adds one to a daily counter. The row holds the day, the metric and a dimension (a route pattern or
 * a week number) — never an id, a name or an address — so nothing in it leads back to a person.
 * Counting never fails the request it belongs to.
 */
export async function countUsage(
  db: Db,
  metric: UsageMetric,
  dimension = "",
  options: { now?: Date; logger?: Logger } = {},
): Promise<void> {
  await addUsage(db, usageDay(options.now), metric, dimension, 1, options.logger);
}

async function addUsage(
  db: Db,
  day: string,
  metric: UsageMetric,
  dimension: string,
  count: number,
  logger?: Logger,
): Promise<void> {
  try {
    await db
      .insertInto("usage_daily")
      .values({ day, metric, dimension, count })
      .onConflict((oc) =>
        oc.columns(["day", "metric", "dimension"]).doUpdateSet({ count: sql`usage_daily.count + ${count}` }),
      )
      .execute();
  } catch (err) {
    logger?.warn({ err, metric }, "usage counter not updated");
  }
}

/**
 * Page views come with every page load, all onto the same row of the day. Written one by one, they
 * made every load of the landing page a write on that row: on PostgreSQL each one waited for the row
 * lock and a commit (the landing page served a third of SQLite's rate, docs/performance.md). They are counted in
 * memory and written as one upsert per route and day at most every few seconds, by each instance for
 * itself (`count + n` adds up across instances); a crash loses at most those seconds of an anonymous
 * counter. The report and the shutdown write what is pending first (decision 136).
 */
export const PAGE_VIEW_FLUSH_MS = 5_000;
type PendingViews = { counts: Map<string, number>; timer?: ReturnType<typeof setTimeout>; logger?: Logger };
const pendingViews = new WeakMap<Db, PendingViews>();

export function countPageView(db: Db, route: string, options: { now?: Date; logger?: Logger } = {}): void {
  let pending = pendingViews.get(db);
  if (!pending) {
    pending = { counts: new Map() };
    pendingViews.set(db, pending);
  }
  pending.logger ??= options.logger;
  const key = `${usageDay(options.now)}\u0000${route}`;
  pending.counts.set(key, (pending.counts.get(key) ?? 0) + 1);
  if (!pending.timer) {
    pending.timer = setTimeout(() => void flushPageViews(db), PAGE_VIEW_FLUSH_MS);
    // A pending count never keeps the process (or a test run) alive; shutdown flushes it.
    pending.timer.unref?.();
  }
}

/** Writes the page views this instance has counted and not yet written. */
export async function flushPageViews(db: Db): Promise<void> {
  const pending = pendingViews.get(db);
  if (!pending) return;
  clearTimeout(pending.timer);
  pending.timer = undefined;
  const counts = [...pending.counts];
  pending.counts.clear();
  for (const [key, count] of counts) {
    const [day, route] = key.split("\u0000") as [string, string];
    await addUsage(db, day, "page_view", route, count, pending.logger);
  }
}

/**
 * "Members active": a member counts once on each day they use the app. The day is kept on the
 * member's own profile row (not in the counters); the conditional update decides, across instances,
 * which request is the day's first.
 */
export function createActivityTracker(db: Db, logger?: Logger) {
  // Saves a database round trip on every request after the first of the day in this process.
  const seen = new Map<string, string>();
  return async function recordActivity(userId: string, now = currentTime()): Promise<void> {
    const day = usageDay(now);
    if (seen.get(userId) === day) return;
    try {
      const result = await db
        .updateTable("profiles")
        .set({ last_active_on: day })
        .where("id", "=", userId)
        .where((eb) => eb.or([eb("last_active_on", "is", null), eb("last_active_on", "<>", day)]))
        .executeTakeFirst();
      if (seen.size > 10_000) seen.clear();
      seen.set(userId, day);
      if (Number(result.numUpdatedRows) > 0) await countUsage(db, "member_active", "", { now, logger });
    } catch (err) {
      logger?.warn({ err }, "activity not recorded");
    }
  };
}

/** A mailer that counts every mail it delivered (the count only: no address, no subject). */
export function countingMailer(mailer: Mailer, db: Db, logger?: Logger): Mailer {
  return {
    ...mailer,
    async send(message) {
      await mailer.send(message);
      await countUsage(db, "mail_sent", "", { logger });
    },
  };
}

/** The last `USAGE_DAYS` days (today included) of every metric, zero-filled, and page views per route. */
export async function usageReport(db: Db, now = currentTime()) {
  await flushPageViews(db);
  const to = usageDay(now);
  const from = addDays(to, -(USAGE_DAYS - 1));
  const rows = await db
    .selectFrom("usage_daily")
    .select(["day", "metric", "dimension", "count"])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .execute();
  const days = Array.from({ length: USAGE_DAYS }, (_, i) => addDays(from, i));
  const series: UsageSeries[] = USAGE_METRICS.map((metric) => {
    const perDay = new Map<string, number>();
    for (const row of rows) {
      if (row.metric === metric) perDay.set(row.day, (perDay.get(row.day) ?? 0) + Number(row.count));
    }
    const points = days.map((day) => ({ day, count: perDay.get(day) ?? 0 }));
    return { metric, days: points, total: points.reduce((sum, p) => sum + p.count, 0) };
  });
  const perRoute = new Map<string, number>();
  for (const row of rows) {
    if (row.metric === "page_view") {
      perRoute.set(row.dimension, (perRoute.get(row.dimension) ?? 0) + Number(row.count));
    }
  }
  const pageViewsByRoute = [...perRoute]
    .map(([route, count]) => ({ route, count }))
    .sort((a, b) => b.count - a.count || a.route.localeCompare(b.route));
  return { from, to, series, pageViewsByRoute };
}
