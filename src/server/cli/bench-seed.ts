import { createApp } from "@/server/app";
import { bootstrap } from "@/server/bootstrap";
import { currentTime } from "@/server/clock";
import { ConfigError, loadConfig } from "@/server/config";
import type { Db } from "@/server/db/database";
import { fromBool } from "@/server/db/schema";
import { createLogger } from "@/server/logger";
import { recountJourneyStandings } from "@/server/services/journey/journey-progress";
import { WEEKDAYS } from "@/shared/journey-fields";

/**
 * `npm run bench` fills a fresh database with realistic data before it measures (docs/performance.md): members with
 * journey state, plus community data where those tables exist. One member signs up through the real API;
 * the others are copies of its rows (same password hash), because hashing 2,000 passwords would take
 * minutes and measure nothing we serve.
 */
export const BENCH_PASSWORD = "bench-password-1";
export const benchEmail = (i: number) => `bench-${String(i).padStart(5, "0")}@bench.test`;

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 2000);
const BATCH = 200;

async function seedMembers(db: Db, count: number) {
  const template = await db
    .selectFrom("user")
    .selectAll()
    .where("email", "=", benchEmail(0))
    .executeTakeFirstOrThrow();
  const account = await db
    .selectFrom("account")
    .selectAll()
    .where("userId", "=", template.id)
    .executeTakeFirstOrThrow();
  const profile = await db
    .selectFrom("profiles")
    .selectAll()
    .where("id", "=", template.id)
    .executeTakeFirstOrThrow();
  const ids = [template.id];
  for (let start = 1; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => start + k);
    const rows = batch.map((i) => ({ i, id: crypto.randomUUID() }));
    await db
      .insertInto("user")
      .values(rows.map(({ i, id }) => ({ ...template, id, email: benchEmail(i), name: `Bench Member ${i}` })))
      .execute();
    await db
      .insertInto("account")
      .values(rows.map(({ id }) => ({ ...account, id: crypto.randomUUID(), accountId: id, userId: id })))
      .execute();
    await db
      .insertInto("profiles")
      .values(rows.map(({ i, id }) => ({ ...profile, id, full_name: `Bench Member ${i}` })))
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

async function seedJourneys(db: Db, userIds: string[]) {
  const now = currentTime();
  const iso = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString();
  await db
    .updateTable("profiles")
    .set({ subscription_type: "core", has_paid: fromBool(true), subscription_start_date: iso(14) })
    .execute();
  for (let start = 0; start < userIds.length; start += BATCH) {
    const batch = userIds.slice(start, start + BATCH);
    await db
      .insertInto("user_week_progress")
      .values(
        batch.flatMap((userId) => [
          {
            user_id: userId,
            week_number: 1,
            started_at: iso(14),
            completed_at: iso(8),
            unlocked_at: iso(14),
            visited_at: iso(8),
          },
          {
            user_id: userId,
            week_number: 2,
            started_at: iso(7),
            completed_at: iso(1),
            unlocked_at: iso(8),
            visited_at: iso(1),
          },
          {
            user_id: userId,
            week_number: 3,
            started_at: iso(0),
            completed_at: null,
            unlocked_at: iso(1),
            visited_at: null,
          },
        ]),
      )
      .execute();
    const entry = (userId: string, week: number, field: string, value: unknown) => ({
      user_id: userId,
      week_number: week,
      field,
      value: JSON.stringify(value),
      version: 3,
      updated_at: iso(1),
    });
    await db
      .insertInto("journey_entries")
      .values(
        batch.flatMap((userId) => [
          entry(
            userId,
            1,
            "reflection",
            "Rückblickend sehe ich, dass mich Aufgaben mit Menschen tragen. ".repeat(12),
          ),
          entry(userId, 1, "tasks", { "life-line": true, "energy-moments": true }),
          entry(userId, 2, "values", ["Ehrlichkeit", "Freiheit", "Gemeinschaft", "Neugier", "Mut"]),
          entry(userId, 2, "strengths", ["Zuhören", "Organisieren"]),
          entry(userId, 2, "valuesChallenge", Object.fromEntries(WEEKDAYS.map((d, k) => [d, k < 3]))),
          entry(userId, 2, "reflection", "Werte, die ich lebe, und Werte, die ich lebe möchte. ".repeat(8)),
        ]),
      )
      .execute();
  }
}

async function main() {
  const config = loadConfig();
  const logger = createLogger("warn");
  const { deps, database } = await bootstrap(config, logger);
  try {
    const app = createApp(deps);
    const res = await app.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: config.appUrl },
      body: JSON.stringify({
        email: benchEmail(0),
        password: BENCH_PASSWORD,
        name: "Bench Member 0",
        ageConfirmed: true,
      }),
    });
    if (!res.ok) throw new Error(`bench sign-up failed: ${res.status} ${await res.text()}`);
    const ids = await seedMembers(deps.db, MEMBERS);
    await seedJourneys(deps.db, ids);
    await recountJourneyStandings(deps.db);
    console.info(JSON.stringify({ members: ids.length }));
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
