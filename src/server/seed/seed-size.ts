import { CompiledQuery } from "kysely";
import { hashPassword } from "@/server/auth/password-hash";
import type { Db } from "@/server/db/database";
import type { DialectName } from "@/server/db/dialect";
import { fromBool } from "@/server/db/schema";
import {
  distinct,
  FIRST_NAMES,
  LAST_NAMES,
  paragraph,
  pick,
  type Rng,
  STRENGTHS,
  sentence,
  title,
  USER_AGENTS,
  VALUES,
} from "@/server/seed/seed-texts";
import { PROGRESS_PATTERN, presetCounts, type SizePreset } from "@/server/seed/size-presets";
import { memberRef } from "@/server/services/admin/audit-log";
import type { AuditDetails } from "@/shared/audit-items";
import { POLICY_VERSION } from "@/shared/consent-policy";
import {
  COMMITMENT_LEVELS,
  DAILY_EXAMPLES,
  IMPACT_STYLES,
  LIFE_AREAS,
  PURPOSE_TEST_ITEMS,
  WEEK_FIELDS,
  WEEK_TASK_IDS,
  WEEKDAYS,
  type WeekNumber,
} from "@/shared/journey-fields";
import type { Language } from "@/shared/languages";
import { PLAN_PRICE_CENTS, TOTAL_WEEKS } from "@/shared/plans";
import { REPORT_REASONS } from "@/shared/report-kinds";
import { USAGE_ROUTE_PATTERNS } from "@/shared/usage";

/**
 * Fills a migrated database to one of the sizes of size-presets.ts (issue 52), for measuring the app
 * with realistic amounts of data. Every row is one the app itself would write (its enum values, the
 * journey's JSON shapes, real foreign keys, ISO-8601 text for our instants, native dates for
 * better-auth's), but written in bulk: multi-row inserts on one connection, committed every
 * COMMIT_ROWS rows, instead of a service call per row. All members share one password hash (hashing
 * 100,000 passwords would take hours and test nothing we serve), so each of them signs in with
 * SEED_PASSWORD. A seeded PRNG makes every run with the same `now` write the same data.
 */

export const SEED_PASSWORD = "seed-password-1";
export const seedEmail = (i: number, prefix = "member") =>
  `${prefix}-${String(i).padStart(6, "0")}@seed.test`;

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** SQLite binds at most 32,766 variables per statement, PostgreSQL 65,535. */
const PARAM_LIMIT: Record<DialectName, number> = { sqlite: 32_766, postgres: 65_535 };
/** Larger statements stop paying off: parsing grows with them and the batch is rebuilt per call. */
const MAX_ROWS_PER_STATEMENT = 1_000;
/** Bounds a transaction's size (SQLite's WAL file, PostgreSQL's locks) while keeping commits rare. */
const COMMIT_ROWS = 100_000;

export type SeedTableResult = { table: string; rows: number; ms: number };
export type SeedResult = { tables: SeedTableResult[]; ms: number; firstEmail: string; adminEmail: string };

export type SeedOptions = {
  /** The instant the data is seeded "at": everything lies before it, events also after it. */
  now: Date;
  log?: (line: string) => void;
  /** Distinguishes the addresses of a second run on the same database (`--force`). */
  emailPrefix?: string;
  /** Seeds the PRNG; the same seed and `now` write the same rows. */
  seed?: number;
};

/** Journey answers of a member at a stage of PROGRESS_PATTERN: every field of a completed week, half of the current one's. */
export function answersForStage(stage: number): number {
  let count = 0;
  for (let week = 1; week <= Math.min(stage + 1, TOTAL_WEEKS); week++) {
    const fields = WEEK_FIELDS[week as WeekNumber].length;
    count += week <= stage ? fields : Math.ceil(fields / 2);
  }
  return count;
}

/** Week progress rows of a member at a stage: the weeks done plus the one under way. */
export const progressRowsForStage = (stage: number) => Math.min(stage + 1, TOTAL_WEEKS);
export const stageOf = (member: number) => PROGRESS_PATTERN[member % PROGRESS_PATTERN.length]!;
export const sessionsOf = (member: number) => 1 + (member % 3);
/** Every tenth member chose how two kinds reach them by mail. */
export const mailSettingsOf = (member: number) => (member % 10 === 3 ? 2 : 0);

/** mulberry32: small, fast and good enough for test data. */
function prng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One stream per table, so that changing one table's rows leaves the others' as they were. */
function streamFor(seed: number, name: string): Rng {
  let h = seed ^ 0x811c9dc5;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 16_777_619);
  return prng(h);
}

/** A version-4-shaped UUID from the PRNG (crypto.randomUUID would make runs differ). */
function uuid(rng: Rng): string {
  const hex = Array.from({ length: 4 }, () =>
    Math.floor(rng() * 4_294_967_296)
      .toString(16)
      .padStart(8, "0"),
  ).join("");
  const variant = "89ab"[Math.floor(rng() * 4)];
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function token(rng: Rng, length: number): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(rng() * alphabet.length)];
  return out;
}

const between = (rng: Rng, from: number, to: number) => from + Math.floor(rng() * Math.max(0, to - from));
const isoOf = (ms: number) => new Date(ms).toISOString();
const dayOf = (ms: number) => isoOf(ms).slice(0, 10);

/**
 * Multi-row inserts on one connection: the batch's statement text is built once per size, so on
 * SQLite the statement cache prepares it once; a commit every COMMIT_ROWS rows.
 */
class BulkWriter {
  private sinceCommit = 0;
  readonly results: SeedTableResult[] = [];

  constructor(
    private readonly conn: Db,
    private readonly dialect: DialectName,
    private readonly log: (line: string) => void,
  ) {}

  private run(text: string, params: readonly unknown[] = []) {
    return this.conn.executeQuery(CompiledQuery.raw(text, [...params]));
  }

  async begin() {
    await this.run("begin");
  }

  async commit() {
    await this.run("commit");
    this.sinceCommit = 0;
  }

  private statement(table: string, columns: readonly string[], rows: number): string {
    const names = columns.map((c) => `"${c}"`).join(", ");
    let n = 0;
    const tuple = () => `(${columns.map(() => (this.dialect === "postgres" ? `$${++n}` : "?")).join(", ")})`;
    return `insert into "${table}" (${names}) values ${Array.from({ length: rows }, tuple).join(", ")}`;
  }

  /**
   * The table's secondary indexes, dropped before its rows and built again after them: one sorted
   * build is far faster than keeping seven indexes of random ids up to date row by row. Primary keys
   * and constraints stay, so every row is still checked as it comes.
   */
  private async dropIndexes(table: string): Promise<string[]> {
    const found =
      this.dialect === "postgres"
        ? await this.run(
            `select indexname as name, indexdef as sql from pg_indexes
             where schemaname = current_schema() and tablename = $1
               and indexname not in (select conname from pg_constraint)`,
            [table],
          )
        : await this.run(
            `select name, sql from sqlite_master where type = 'index' and tbl_name = ? and sql is not null`,
            [table],
          );
    const indexes = found.rows as Array<{ name: string; sql: string }>;
    for (const index of indexes) await this.run(`drop index "${index.name}"`);
    return indexes.map((index) => index.sql);
  }

  /** `suffix`: e.g. an ON CONFLICT clause for rows that may meet earlier ones (the usage counters). */
  async write(
    table: string,
    columns: readonly string[],
    rows: Iterable<unknown[]>,
    suffix = "",
  ): Promise<number> {
    const started = performance.now();
    const indexes = await this.dropIndexes(table);
    const perStatement = Math.min(
      MAX_ROWS_PER_STATEMENT,
      Math.floor(PARAM_LIMIT[this.dialect] / columns.length),
    );
    const full = this.statement(table, columns, perStatement) + suffix;
    let params: unknown[] = [];
    let inBatch = 0;
    let total = 0;
    const flush = async () => {
      if (inBatch === 0) return;
      await this.run(
        inBatch === perStatement ? full : this.statement(table, columns, inBatch) + suffix,
        params,
      );
      total += inBatch;
      this.sinceCommit += inBatch;
      params = [];
      inBatch = 0;
      if (this.sinceCommit >= COMMIT_ROWS) {
        await this.commit();
        await this.begin();
      }
    };
    for (const row of rows) {
      for (const value of row) params.push(value);
      if (++inBatch === perStatement) await flush();
    }
    await flush();
    for (const definition of indexes) await this.run(definition);
    const ms = performance.now() - started;
    this.results.push({ table, rows: total, ms });
    this.log(
      `${table.padEnd(28)} ${String(total).padStart(10)} rows  ${(ms / 1000).toFixed(1).padStart(7)} s`,
    );
    return total;
  }
}

type Member = {
  id: string;
  name: string;
  language: Language;
  stage: number;
  signupMs: number;
  /** When week k (1-based) started; index 0 unused. */
  weekStartMs: number[];
  graduatedMs: number | null;
};

type Comment = { id: string; post: number; author: number; createdMs: number };

export async function seedSize(db: Db, dialect: DialectName, preset: SizePreset, options: SeedOptions) {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const nowMs = options.now.getTime();
  const seed = options.seed ?? 52;
  const counts = presetCounts(preset);
  const m = counts.members;
  const passwordHash = await hashPassword(SEED_PASSWORD);
  const authDate = (ms: number): Date | string => (dialect === "postgres" ? new Date(ms) : isoOf(ms));
  // Impulses already there (the starter content's, an earlier run's) keep their day and get comments too.
  const existingImpulses = await db.selectFrom("daily_impulses").select(["id", "publication_date"]).execute();
  const existingImpulseDates = new Set(existingImpulses.map((r) => r.publication_date));

  // Members first: every other table points at them.
  const rngMembers = streamFor(seed, "members");
  const members: Member[] = Array.from({ length: m }, (_, i) => {
    const stage = stageOf(i);
    const minAgo = 7 * stage + 2;
    const signupDaysAgo = minAgo + Math.floor(rngMembers() * (counts.days - minAgo - 1));
    const signupMs = nowMs - signupDaysAgo * DAY - Math.floor(rngMembers() * 12 * HOUR);
    const weekStartMs = [0];
    for (let week = 1; week <= progressRowsForStage(stage); week++) {
      weekStartMs.push(signupMs + (week - 1) * 7 * DAY + Math.floor(rngMembers() * 6 * HOUR));
    }
    return {
      id: uuid(rngMembers),
      name: `${pick(rngMembers, FIRST_NAMES)} ${pick(rngMembers, LAST_NAMES)}`,
      language: i % 10 < 7 ? "de" : "en",
      stage,
      signupMs,
      weekStartMs,
      graduatedMs: stage === TOTAL_WEEKS ? weekStartMs[TOTAL_WEEKS]! + 6 * DAY : null,
    };
  });
  const adminIndex = Math.min(1, m - 1);
  const admin = members[adminIndex]!;
  const prefix = options.emailPrefix ?? "member";
  const suspended = new Map<number, { untilMs: number; days: number }>();
  const rngSuspend = streamFor(seed, "suspensions");
  for (let k = 0; k < counts.suspensions; k++) {
    const index = Math.min(m - 1, 2 + k * Math.max(1, Math.floor((m - 2) / counts.suspensions)));
    const days = 7 + Math.floor(rngSuspend() * 60);
    suspended.set(index, { untilMs: nowMs - 2 * DAY + days * DAY, days });
  }

  const usage = new Map<string, number>();
  const countUsage = (ms: number, metric: string, dimension = "") => {
    if (ms > nowMs) return;
    const key = `${dayOf(ms)}\u0000${metric}\u0000${dimension}`;
    usage.set(key, (usage.get(key) ?? 0) + 1);
  };

  const connection = db.connection();
  return connection.execute(async (conn) => {
    const writer = new BulkWriter(conn, dialect, log);
    const raw = (text: string) => conn.executeQuery(CompiledQuery.raw(text));
    // A seeding that dies half-way is run again on a fresh database, so waiting for the disk on each
    // commit buys nothing here; the connection's own setting goes back at the end.
    if (dialect === "sqlite") {
      await raw("pragma synchronous = off");
      // Random ids put every insert at a random place of each index; a cache that holds the indexes
      // of the large tables saves reading their pages back from the file (up to 1 GB, for XL).
      await raw("pragma cache_size = -1000000");
    } else await raw("set synchronous_commit = off");
    await writer.begin();
    try {
      await writer.write(
        "user",
        [
          "id",
          "name",
          "email",
          "emailVerified",
          "image",
          "createdAt",
          "updatedAt",
          "role",
          "banned",
          "twoFactorEnabled",
        ],
        (function* () {
          for (const [i, u] of members.entries()) {
            yield [
              u.id,
              u.name,
              seedEmail(i, prefix),
              1,
              null,
              authDate(u.signupMs),
              authDate(u.signupMs),
              i === adminIndex ? "admin" : "user",
              0,
              0,
            ];
          }
        })(),
      );
      const rngAccounts = streamFor(seed, "account");
      await writer.write(
        "account",
        ["id", "accountId", "providerId", "userId", "password", "createdAt", "updatedAt"],
        (function* () {
          for (const u of members) {
            yield [
              uuid(rngAccounts),
              u.id,
              "credential",
              u.id,
              passwordHash,
              authDate(u.signupMs),
              authDate(u.signupMs),
            ];
          }
        })(),
      );
      const rngProfiles = streamFor(seed, "profiles");
      const planOf = (i: number, u: Member) =>
        u.stage === 0 && i % 2 === 0 ? "free" : i % 10 < 7 ? ("core" as const) : ("deep" as const);
      await writer.write(
        "profiles",
        [
          "id",
          "full_name",
          "subscription_type",
          "has_paid",
          "subscription_start_date",
          "current_week",
          "language",
          "created_at",
          "updated_at",
          "weekly_reminder",
          "last_active_on",
          "time_zone",
          "community_suspended_until",
          "community_suspension_reason",
          "furthest_week",
          "journey_finished",
        ],
        (function* () {
          for (const [i, u] of members.entries()) {
            const plan = planOf(i, u);
            const lastActive = Math.max(u.weekStartMs.at(-1)!, nowMs - Math.floor(rngProfiles() * 30) * DAY);
            const suspension = suspended.get(i);
            yield [
              u.id,
              u.name,
              plan,
              fromBool(plan !== "free"),
              isoOf(u.signupMs + 5 * 60_000),
              Math.min(u.stage + 1, TOTAL_WEEKS),
              u.language,
              isoOf(u.signupMs),
              isoOf(lastActive),
              fromBool(i % 4 !== 0),
              dayOf(lastActive),
              i % 7 === 0 ? "Europe/Vienna" : null,
              suspension ? isoOf(suspension.untilMs) : null,
              suspension
                ? u.language === "de"
                  ? "Wiederholt beleidigende Kommentare"
                  : "Repeated insults"
                : null,
              // The standing the journey service keeps (migration 0030): the rows written below.
              progressRowsForStage(u.stage),
              u.stage >= TOTAL_WEEKS ? 1 : 0,
            ];
          }
        })(),
      );
      await writer.write(
        "user_consents",
        ["user_id", "consent_type", "policy_version", "granted_at"],
        (function* () {
          for (const u of members) {
            yield [u.id, "privacy", POLICY_VERSION, isoOf(u.signupMs)];
            yield [u.id, "terms", POLICY_VERSION, isoOf(u.signupMs)];
          }
        })(),
      );
      const rngPayments = streamFor(seed, "payments");
      await writer.write(
        "payments",
        [
          "id",
          "user_id",
          "plan",
          "amount_cents",
          "currency",
          "provider",
          "provider_reference",
          "status",
          "idempotency_key",
          "created_at",
          "completed_at",
        ],
        (function* () {
          for (const [i, u] of members.entries()) {
            const plan = planOf(i, u);
            const at = isoOf(u.signupMs + 5 * 60_000);
            yield [
              uuid(rngPayments),
              u.id,
              plan,
              PLAN_PRICE_CENTS[plan],
              "EUR",
              plan === "free" ? "none" : "test-mode",
              plan === "free" ? null : `test_${token(rngPayments, 16)}`,
              "succeeded",
              uuid(rngPayments),
              at,
              at,
            ];
          }
        })(),
      );
      const rngSessions = streamFor(seed, "session");
      await writer.write(
        "session",
        ["id", "expiresAt", "token", "createdAt", "updatedAt", "ipAddress", "userAgent", "userId"],
        (function* () {
          for (const [i, u] of members.entries()) {
            for (let k = 0; k < sessionsOf(i); k++) {
              const created = Math.max(u.signupMs, nowMs - Math.floor(rngSessions() * 25 * DAY));
              const updated = Math.min(nowMs, created + Math.floor(rngSessions() * 5 * DAY));
              yield [
                token(rngSessions, 32),
                authDate(updated + 30 * DAY),
                token(rngSessions, 32),
                authDate(created),
                authDate(updated),
                `203.0.113.${1 + Math.floor(rngSessions() * 250)}`,
                pick(rngSessions, USER_AGENTS),
                u.id,
              ];
            }
          }
        })(),
      );
      await writer.write(
        "user_week_progress",
        ["user_id", "week_number", "started_at", "completed_at", "unlocked_at", "visited_at"],
        (function* () {
          for (const u of members) {
            for (let week = 1; week <= progressRowsForStage(u.stage); week++) {
              const start = u.weekStartMs[week]!;
              const done = week <= u.stage ? start + 6 * DAY : null;
              countUsage(start, "week_opened", String(week));
              if (done !== null) countUsage(done, "week_completed", String(week));
              yield [
                u.id,
                week,
                isoOf(start),
                done === null ? null : isoOf(done),
                isoOf(week === 1 ? u.signupMs : start - HOUR),
                done === null ? null : isoOf(done + HOUR),
              ];
            }
          }
        })(),
      );
      const rngAnswers = streamFor(seed, "journey_entries");
      await writer.write(
        "journey_entries",
        ["user_id", "week_number", "field", "value", "version", "updated_at"],
        (function* () {
          for (const u of members) {
            for (let week = 1; week <= progressRowsForStage(u.stage); week++) {
              const done = week <= u.stage;
              const all = WEEK_FIELDS[week as WeekNumber];
              const fields = done ? all : all.slice(0, Math.ceil(all.length / 2));
              const start = u.weekStartMs[week]!;
              const end = done ? start + 6 * DAY : nowMs;
              for (const field of fields) {
                yield [
                  u.id,
                  week,
                  field,
                  JSON.stringify(journeyAnswer(rngAnswers, week as WeekNumber, field, u.language, done)),
                  1 + Math.floor(rngAnswers() * 4),
                  isoOf(between(rngAnswers, start, end)),
                ];
              }
            }
          }
        })(),
      );
      await writer.write(
        "user_badges",
        ["user_id", "badge_type", "granted_at", "granted_by", "granted_via"],
        (function* () {
          for (const u of members)
            if (u.graduatedMs !== null) yield [u.id, "graduate", isoOf(u.graduatedMs), null, "auto"];
        })(),
      );
      await writer.write(
        "notification_mail_settings",
        ["user_id", "kind", "mode", "updated_at"],
        (function* () {
          for (const [i, u] of members.entries()) {
            if (mailSettingsOf(i) === 0) continue;
            yield [u.id, "post_comment", "instant", isoOf(u.signupMs + DAY)];
            yield [u.id, "announcement", "daily", isoOf(u.signupMs + DAY)];
          }
        })(),
      );

      // Community: the team's impulses, announcements and events, the members' posts and comments.
      const rngImpulses = streamFor(seed, "daily_impulses");
      const impulses: Array<{ id: string; ms: number }> = existingImpulses
        .map((r) => ({ id: r.id, ms: Date.parse(`${r.publication_date}T06:00:00.000Z`) }))
        .filter((r) => r.ms <= nowMs);
      const audit: unknown[][] = [];
      const rngAudit = streamFor(seed, "admin_audit_log");
      const auditRow = (
        ms: number,
        action: string,
        itemType: string,
        itemId: string,
        itemTitle: string,
        details: AuditDetails,
        subjectId: string | null = null,
      ) =>
        audit.push([
          uuid(rngAudit),
          isoOf(ms),
          admin.id,
          admin.name,
          action,
          itemType,
          itemId,
          itemTitle.slice(0, 120),
          "",
          JSON.stringify(details),
          subjectId,
          subjectId ? memberRef(subjectId) : null,
        ]);
      await writer.write(
        "daily_impulses",
        ["id", "content", "content_en", "publication_date", "created_at"],
        (function* () {
          for (let d = 0; d < counts.days; d++) {
            const date = dayOf(nowMs - d * DAY);
            if (existingImpulseDates.has(date)) continue;
            const id = uuid(rngImpulses);
            const ms = Date.parse(`${date}T06:00:00.000Z`);
            const created = ms - 3 * DAY;
            impulses.push({ id, ms });
            const de = `${sentence(rngImpulses, "de")} Was bedeutet das für dich?`;
            auditRow(created, "impulse.create", "impulse", id, de, {
              type: "created",
              values: { date, status: "published" },
            });
            yield [
              id,
              de,
              `${sentence(rngImpulses, "en")} What does that mean for you?`,
              date,
              isoOf(created),
            ];
          }
        })(),
      );
      const rngImpulseComments = streamFor(seed, "impulse_comments");
      const impulseComments: Array<{ id: string; author: number }> = [];
      await writer.write(
        "impulse_comments",
        ["id", "impulse_id", "user_id", "comment_text", "created_at", "edited_at"],
        (function* () {
          if (impulses.length === 0) return;
          for (let k = 0; k < counts.impulseComments; k++) {
            const impulse = pick(rngImpulseComments, impulses);
            const author = Math.floor(rngImpulseComments() * m);
            const id = uuid(rngImpulseComments);
            const created = Math.min(nowMs, impulse.ms + Math.floor(rngImpulseComments() * 20 * HOUR));
            impulseComments.push({ id, author });
            yield [
              id,
              impulse.id,
              members[author]!.id,
              paragraph(rngImpulseComments, members[author]!.language, 1, 3),
              isoOf(created),
              rngImpulseComments() < 0.05 ? isoOf(Math.min(nowMs, created + HOUR)) : null,
            ];
          }
        })(),
      );
      const rngAnnouncements = streamFor(seed, "announcements");
      const announcements: Array<{ id: string; ms: number }> = [];
      await writer.write(
        "announcements",
        ["id", "title", "content", "title_en", "content_en", "published", "created_at", "created_by"],
        (function* () {
          for (let k = 0; k < counts.announcements; k++) {
            const id = uuid(rngAnnouncements);
            const ms = nowMs - Math.floor(((k + 0.5) * counts.days * DAY) / counts.announcements);
            announcements.push({ id, ms });
            const de = `Neu im ${["Januar", "März", "Mai", "Juli", "September", "November"][k % 6]}: ${title(rngAnnouncements, "de")}`;
            auditRow(ms, "announcement.create", "announcement", id, de, {
              type: "created",
              values: { status: "published" },
            });
            yield [
              id,
              de,
              paragraph(rngAnnouncements, "de", 2, 5),
              title(rngAnnouncements, "en"),
              paragraph(rngAnnouncements, "en", 2, 5),
              1,
              isoOf(ms),
              admin.id,
            ];
          }
        })(),
      );
      const rngPosts = streamFor(seed, "forum_posts");
      const posts: Array<{ id: string; author: number; createdMs: number }> = [];
      const postsByAuthor = new Map<number, number[]>();
      await writer.write(
        "forum_posts",
        ["id", "user_id", "title", "description", "created_at", "edited_at"],
        (function* () {
          for (let k = 0; k < counts.forumPosts; k++) {
            const author = Math.floor(rngPosts() * m);
            const u = members[author]!;
            const createdMs = between(rngPosts, u.signupMs, nowMs - HOUR);
            const id = uuid(rngPosts);
            posts.push({ id, author, createdMs });
            const own = postsByAuthor.get(author);
            if (own) own.push(k);
            else postsByAuthor.set(author, [k]);
            yield [
              id,
              u.id,
              title(rngPosts, u.language),
              paragraph(rngPosts, u.language, 2, 8),
              isoOf(createdMs),
              rngPosts() < 0.1 ? isoOf(Math.min(nowMs, createdMs + 2 * HOUR)) : null,
            ];
          }
        })(),
      );
      const rngComments = streamFor(seed, "forum_comments");
      const comments: Comment[] = [];
      const commentsByPost = new Map<number, number[]>();
      await writer.write(
        "forum_comments",
        ["id", "post_id", "user_id", "comment_text", "created_at", "edited_at"],
        (function* () {
          const spread = counts.forumComments - counts.longThreadComments;
          for (let k = 0; k < counts.forumComments; k++) {
            // The spread comments first, then the long thread's on the first post.
            const post = k < spread ? k % posts.length : 0;
            const author = Math.floor(rngComments() * m);
            const createdMs = between(
              rngComments,
              posts[post]!.createdMs,
              Math.min(nowMs, posts[post]!.createdMs + 14 * DAY),
            );
            const id = uuid(rngComments);
            const under = commentsByPost.get(post);
            if (under) under.push(comments.length);
            else commentsByPost.set(post, [comments.length]);
            comments.push({ id, post, author, createdMs });
            yield [
              id,
              posts[post]!.id,
              members[author]!.id,
              paragraph(rngComments, members[author]!.language, 1, 4),
              isoOf(createdMs),
              rngComments() < 0.05 ? isoOf(Math.min(nowMs, createdMs + HOUR)) : null,
            ];
          }
        })(),
      );
      const rngBulletin = streamFor(seed, "bulletin_posts");
      const bulletin: Array<{ id: string; author: number | null }> = [];
      await writer.write(
        "bulletin_posts",
        [
          "id",
          "user_id",
          "category",
          "title",
          "content",
          "title_en",
          "content_en",
          "created_at",
          "edited_at",
          "renewed_at",
        ],
        (function* () {
          for (let k = 0; k < counts.bulletin; k++) {
            const id = uuid(rngBulletin);
            const createdMs = nowMs - Math.floor(rngBulletin() * counts.days * DAY);
            const renewed = rngBulletin() < 0.05 ? isoOf(Math.min(nowMs, createdMs + 20 * DAY)) : null;
            if (k % 10 === 0) {
              // The team's own entries come in both languages.
              bulletin.push({ id, author: null });
              const de = title(rngBulletin, "de");
              auditRow(createdMs, "bulletin.create", "bulletin", id, de, {
                type: "created",
                values: { category: "announcement" },
              });
              yield [
                id,
                null,
                "announcement",
                de,
                paragraph(rngBulletin, "de", 2, 4),
                title(rngBulletin, "en"),
                paragraph(rngBulletin, "en", 2, 4),
                isoOf(createdMs),
                null,
                renewed,
              ];
              continue;
            }
            const author = Math.floor(rngBulletin() * m);
            const u = members[author]!;
            bulletin.push({ id, author });
            yield [
              id,
              u.id,
              k % 2 === 0 ? "search" : "offer",
              title(rngBulletin, u.language),
              paragraph(rngBulletin, u.language, 1, 4),
              null,
              null,
              isoOf(Math.max(createdMs, u.signupMs)),
              null,
              renewed,
            ];
          }
        })(),
      );
      const rngEvents = streamFor(seed, "community_events");
      await writer.write(
        "community_events",
        [
          "id",
          "title",
          "description",
          "title_en",
          "description_en",
          "event_date",
          "event_link",
          "created_at",
          "duration_minutes",
        ],
        (function* () {
          for (let k = 0; k < counts.events; k++) {
            const id = uuid(rngEvents);
            // Two thirds in the past, a third still to come.
            const eventMs =
              nowMs -
              Math.floor(((k + 0.5) / counts.events) * counts.days * DAY) +
              Math.floor(counts.days / 3) * DAY;
            const eventAt = Math.floor(eventMs / HOUR) * HOUR;
            const createdMs = Math.min(nowMs, eventAt - 14 * DAY);
            const de = `Online-Treffen: ${title(rngEvents, "de")}`;
            auditRow(createdMs, "event.create", "event", id, de, {
              type: "created",
              values: { date: dayOf(eventAt) },
            });
            yield [
              id,
              de,
              paragraph(rngEvents, "de", 1, 3),
              `Online meeting: ${title(rngEvents, "en")}`,
              paragraph(rngEvents, "en", 1, 3),
              isoOf(eventAt),
              `https://meet.example.org/purpose-${token(rngEvents, 8)}`,
              isoOf(createdMs),
              pick(rngEvents, [60, 90, 120]),
            ];
          }
        })(),
      );

      // Moderation: one report per item (so "one report per member and item" holds), half closed.
      const rngReports = streamFor(seed, "content_reports");
      const handled: Array<{ reporter: number; ms: number; text: string }> = [];
      await writer.write(
        "content_reports",
        [
          "id",
          "reporter_id",
          "item_type",
          "item_id",
          "post_id",
          "comment_id",
          "impulse_comment_id",
          "bulletin_id",
          "reason",
          "note",
          "created_at",
          "closed_at",
        ],
        (function* () {
          for (let k = 0; k < counts.reports; k++) {
            const kind = (["post", "post_comment", "impulse_comment", "bulletin"] as const)[k % 4]!;
            const n = Math.floor(k / 4);
            const item =
              kind === "post"
                ? { id: posts[n % posts.length]!.id, author: posts[n % posts.length]!.author }
                : kind === "post_comment"
                  ? comments[n % comments.length]
                  : kind === "impulse_comment"
                    ? impulseComments[n % Math.max(1, impulseComments.length)]
                    : bulletin[n % bulletin.length];
            if (!item) continue;
            let reporter = Math.floor(rngReports() * m);
            if (reporter === item.author) reporter = (reporter + 1) % m;
            const createdMs = nowMs - Math.floor(rngReports() * 60 * DAY);
            const closed = k % 2 === 0 ? Math.min(nowMs, createdMs + DAY) : null;
            const author = item.author === null ? null : members[item.author]!.id;
            if (closed !== null) {
              handled.push({ reporter, ms: closed, text: sentence(rngReports, members[reporter]!.language) });
              auditRow(
                closed,
                "report.close",
                "report",
                item.id,
                "",
                {
                  type: "noted",
                  values: {
                    on: kind,
                    ...(author ? { author: { member: memberRef(author) } } : {}),
                    reports: 1,
                  },
                },
                author,
              );
            }
            yield [
              uuid(rngReports),
              members[reporter]!.id,
              kind,
              item.id,
              kind === "post" ? item.id : null,
              kind === "post_comment" ? item.id : null,
              kind === "impulse_comment" ? item.id : null,
              kind === "bulletin" ? item.id : null,
              REPORT_REASONS[k % REPORT_REASONS.length],
              rngReports() < 0.3 ? sentence(rngReports, members[reporter]!.language) : null,
              isoOf(createdMs),
              closed === null ? null : isoOf(closed),
            ];
          }
        })(),
      );
      for (const [index, s] of suspended) {
        auditRow(
          s.untilMs - s.days * DAY,
          "user.suspend",
          "user",
          members[index]!.id,
          "",
          {
            type: "noted",
            values: { to: dayOf(s.untilMs), days: s.days, reason: "Wiederholt beleidigende Kommentare" },
          },
          members[index]!.id,
        );
      }

      const rngNotifications = streamFor(seed, "notifications");
      await writer.write(
        "notifications",
        [
          "id",
          "user_id",
          "kind",
          "actor_id",
          "post_id",
          "comment_id",
          "announcement_id",
          "detail",
          "created_at",
          "read_at",
          "mailed_at",
        ],
        (function* () {
          const replyTo = (recipient: number): Comment | undefined => {
            for (let attempt = 0; attempt < 4; attempt++) {
              const c = comments[Math.floor(rngNotifications() * comments.length)];
              if (c && c.author !== recipient) return c;
            }
            return undefined;
          };
          for (const [r, u] of members.entries()) {
            const own = postsByAuthor.get(r) ?? [];
            for (let j = 0; j < preset.notificationsPerMember; j++) {
              const slot = j % 10;
              let row: [
                string,
                string | null,
                string | null,
                string | null,
                string | null,
                string | null,
                number,
              ];
              const onOwn =
                own.length > 0 && slot < 4 ? commentsByPost.get(pick(rngNotifications, own)) : undefined;
              const ownComment = onOwn ? comments[pick(rngNotifications, onOwn)] : undefined;
              const reply =
                ownComment && ownComment.author !== r ? ownComment : slot < 7 ? replyTo(r) : undefined;
              if (j === 0 && u.graduatedMs !== null) {
                row = ["badge", null, null, null, null, "graduate", u.graduatedMs];
              } else if (reply) {
                row = [
                  reply === ownComment ? "post_comment" : "thread_reply",
                  members[reply.author]!.id,
                  posts[reply.post]!.id,
                  reply.id,
                  null,
                  null,
                  reply.createdMs,
                ];
              } else if (slot === 9 && handled.length > 0) {
                const h = pick(rngNotifications, handled);
                row = ["report_handled", admin.id, null, null, null, h.text.slice(0, 140), h.ms];
              } else {
                const a = pick(rngNotifications, announcements);
                row = ["announcement", admin.id, null, null, a.id, null, a.ms];
              }
              const [kind, actor, post, comment, announcement, detail, ms] = row;
              const read =
                rngNotifications() < 0.7
                  ? isoOf(Math.min(nowMs, ms + Math.floor(rngNotifications() * 48 * HOUR)))
                  : null;
              yield [
                uuid(rngNotifications),
                u.id,
                kind,
                actor === u.id ? null : actor,
                post,
                comment,
                announcement,
                detail,
                isoOf(ms),
                read,
                ms < nowMs - DAY ? isoOf(ms + HOUR) : null,
              ];
            }
          }
        })(),
      );
      await writer.write(
        "admin_audit_log",
        [
          "id",
          "created_at",
          "actor_id",
          "actor_name",
          "action",
          "item_type",
          "item_id",
          "item_title",
          "summary",
          "details",
          "subject_id",
          "subject_ref",
        ],
        audit,
      );

      // A year of the anonymous daily counters: sign-ups and weeks from the rows above, the rest scaled
      // to the member count.
      for (const u of members) countUsage(u.signupMs, "signup");
      const rngUsage = streamFor(seed, "usage_daily");
      const routes = USAGE_ROUTE_PATTERNS;
      await writer.write(
        "usage_daily",
        ["day", "metric", "dimension", "count"],
        (function* () {
          for (let d = 0; d < counts.days; d++) {
            const day = dayOf(nowMs - d * DAY);
            for (const route of routes) {
              const count = Math.floor(rngUsage() * m * 0.05);
              if (count > 0) yield [day, "page_view", route, count];
            }
            yield [day, "member_active", "", 1 + Math.floor(rngUsage() * m * 0.2)];
            yield [day, "mail_sent", "", 1 + Math.floor(rngUsage() * m * 0.05)];
          }
          for (const [key, count] of usage) {
            const [day, metric, dimension] = key.split("\u0000");
            yield [day, metric, dimension, count];
          }
        })(),
        ` on conflict (day, metric, dimension) do update set count = usage_daily.count + excluded.count`,
      );
      await writer.commit();
    } catch (err) {
      await raw("rollback").catch(() => {});
      throw err;
    } finally {
      if (dialect === "sqlite") {
        await raw("pragma synchronous = normal");
        await raw("pragma cache_size = -2000");
      } else await raw("set synchronous_commit = on");
    }
    // PostgreSQL: fresh statistics, as autovacuum would gather them on a live database soon after. SQLite
    // gets none: the app never runs ANALYZE there, so its planner should see what production sees.
    if (dialect === "postgres") await raw("analyze");
    const result: SeedResult = {
      tables: writer.results,
      ms: performance.now() - started,
      firstEmail: seedEmail(0, prefix),
      adminEmail: seedEmail(adminIndex, prefix),
    };
    return result;
  });
}

/** One journey answer in the shape the week's field schema accepts (shared/journey-schemas.ts). */
function journeyAnswer(
  rng: Rng,
  week: WeekNumber,
  field: string,
  language: Language,
  done: boolean,
): unknown {
  const some = <T>(list: readonly T[], min: number, max: number) =>
    distinct(rng, list, min + Math.floor(rng() * (max - min + 1)));
  const flags = (keys: readonly string[], chance: number) =>
    Object.fromEntries(keys.map((key) => [key, rng() < chance]));
  switch (field) {
    case "reflection":
      return paragraph(rng, language, 2, 10);
    case "tasks":
      return Object.fromEntries(WEEK_TASK_IDS[week].map((id, k) => [id, done || k === 0]));
    case "values":
      return some(VALUES[language], 3, 5);
    case "strengths":
      return some(STRENGTHS[language], 2, 6);
    case "valuesChallenge":
      return flags(WEEKDAYS, 0.6);
    case "visionTitle":
      return title(rng, language);
    case "impactCircles":
      return { self: true, others: rng() < 0.7, world: rng() < 0.4 };
    case "impactStyle":
      return pick(rng, IMPACT_STYLES);
    case "actionIdeas":
      return Array.from({ length: 2 + Math.floor(rng() * 4) }, () => sentence(rng, language));
    case "formula":
      return { effect: sentence(rng, language), way: sentence(rng, language) };
    case "drafts":
      return Array.from({ length: 1 + Math.floor(rng() * 3) }, (_, k) => ({
        id: `draft-${k + 1}`,
        text: sentence(rng, language),
        rating: Math.floor(rng() * 6),
        ...(done && k === 0 ? { chosen: true } : {}),
      }));
    case "purposeTest":
      return flags(PURPOSE_TEST_ITEMS, 0.7);
    case "examples":
      return some(DAILY_EXAMPLES, 1, 5);
    case "commitment":
      return pick(rng, COMMITMENT_LEVELS);
    case "lifeAreas":
      return some(LIFE_AREAS, 2, 4);
    default:
      // gratitude, purposeCheck, goals: short texts.
      return paragraph(rng, language, 1, 3);
  }
}
