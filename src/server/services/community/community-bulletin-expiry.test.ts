import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@/server/app";
import { cleanUpBulletin } from "@/server/jobs/bulletin-expiry";
import { allJobs } from "@/server/jobs/jobs";
import { listBulletin, renewBulletinPost } from "@/server/services/community/board";
import { countQueries } from "@/server/test/query-counter";
import { makeAdmin } from "@/server/test/test-admins";
import { createTestApp, type TestApp, testDialectName, uniqueEmail } from "@/server/test/test-app";

/** Queries of one renewal, fixed: the session check, reading the entry and the conditional update. */
const RENEW_QUERIES = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let author: { userId: string; isAdmin: boolean };
let other: { userId: string; isAdmin: boolean };
beforeAll(async () => {
  t = await createTestApp({ SEED_STARTER_CONTENT: "false" });
  author = { userId: (await t.member("author")).userId, isAdmin: false };
  other = { userId: (await t.member("other")).userId, isAdmin: false };
});
afterAll(async () => {
  await t?.close();
});

async function insertEntry(userId: string | null, createdAt: Date, title = "Biete Hilfe") {
  const id = crypto.randomUUID();
  await t.db
    .insertInto("bulletin_posts")
    .values({
      id,
      user_id: userId,
      category: "offer",
      title,
      content: "Text",
      title_en: null,
      content_en: null,
      created_at: createdAt.toISOString(),
      renewed_at: null,
    })
    .execute();
  return id;
}

// The test app's operator zone (TIME_ZONE's default): entries last 60 days on Berlin's calendar.
const timeZone = "Europe/Berlin";
const listed = async (now: Date, actor = author) =>
  (await listBulletin(t.db, actor, { language: "de", now, pageSize: 100, timeZone })).items;
const renew = (actor: typeof author, id: string, now: Date) =>
  renewBulletinPost(t.db, actor, id, { now, timeZone });

describe(`bulletin expiry on ${testDialectName}`, () => {
  it("lists a member's entry for 60 days with its end date, the team's own without one", async () => {
    // 1 March 11:00 in Berlin; the 60th day after is 30 April, at 11:00 summer time (09:00 UTC).
    const start = new Date("2031-03-01T10:00:00Z");
    const end = new Date("2031-04-30T09:00:00.000Z");
    const id = await insertEntry(author.userId, start);
    const team = await insertEntry(null, new Date("2020-01-01T00:00:00Z"), "Team");
    const entry = (await listed(start)).find((item) => item.id === id);
    expect(entry).toMatchObject({ expiresAt: end.toISOString(), canRenew: true });
    expect((await listed(start, other)).find((item) => item.id === id)?.canRenew).toBe(false);
    const justBefore = new Date(end.getTime() - 1);
    expect((await listed(justBefore)).map((item) => item.id)).toContain(id);
    const after = new Date(end.getTime() + 1);
    const later = (await listed(after)).map((item) => item.id);
    expect(later).not.toContain(id);
    // Expired entries leave the list, not the database; the team's entry never expires.
    expect(later).toContain(team);
    expect((await listed(after)).find((item) => item.id === team)).toMatchObject({
      expiresAt: null,
      canRenew: false,
    });
    expect(
      await t.db.selectFrom("bulletin_posts").select("id").where("id", "=", id).executeTakeFirst(),
    ).toBeDefined();
  });

  it("lets only the author renew, once, for 60 days from the renewal", async () => {
    const start = new Date("2032-01-01T00:00:00Z");
    const id = await insertEntry(author.userId, start);
    const renewAt = new Date(start.getTime() + 50 * DAY_MS);
    await expect(renew(other, id, renewAt)).rejects.toMatchObject({
      kind: "forbidden",
      code: "bulletin_renew_forbidden",
    });
    await expect(renew({ ...other, isAdmin: true }, id, renewAt)).rejects.toMatchObject({
      kind: "forbidden",
    });
    const renewed = await renew(author, id, renewAt);
    // Renewed on 20 February at 01:00 in Berlin: listed until 20 April, 01:00 summer time.
    expect(renewed.expiresAt).toBe("2032-04-19T23:00:00.000Z");
    await expect(renew(author, id, renewAt)).rejects.toMatchObject({
      kind: "conflict",
      code: "bulletin_already_renewed",
    });
    const day70 = new Date(start.getTime() + 70 * DAY_MS);
    expect((await listed(day70)).find((item) => item.id === id)).toMatchObject({
      expiresAt: renewed.expiresAt,
      canRenew: false,
    });
    const team = await insertEntry(null, start);
    await expect(renew({ ...author, isAdmin: true }, team, renewAt)).rejects.toMatchObject({
      kind: "forbidden",
    });
    await expect(renew(author, crypto.randomUUID(), renewAt)).rejects.toMatchObject({
      kind: "not_found",
    });
  });

  it("deletes entries only after the grace, once a day across instances", async () => {
    // 1 June 02:00 in Berlin: 60 + 30 days before is 3 March, 02:00 winter time (01:00 UTC).
    const now = new Date("2033-06-01T00:00:00Z");
    const lifetimeAndGrace = new Date("2033-03-03T01:00:00.000Z");
    const gone = await insertEntry(author.userId, new Date(lifetimeAndGrace.getTime() - 1));
    const onTheLine = await insertEntry(author.userId, lifetimeAndGrace);
    const inGrace = await insertEntry(author.userId, new Date(now.getTime() - 61 * DAY_MS));
    const renewedLate = await insertEntry(author.userId, new Date(lifetimeAndGrace.getTime() - DAY_MS));
    await t.db
      .updateTable("bulletin_posts")
      .set({ renewed_at: new Date(now.getTime() - DAY_MS).toISOString() })
      .where("id", "=", renewedLate)
      .execute();
    const team = await insertEntry(null, new Date("2000-01-01T00:00:00Z"));
    const summary = await cleanUpBulletin({ deps: t.deps, now });
    expect(summary.expiredBulletinPosts).toBeGreaterThanOrEqual(1);
    const left = (await t.db.selectFrom("bulletin_posts").select("id").execute()).map((row) => row.id);
    expect(left).not.toContain(gone);
    expect(left).toEqual(expect.arrayContaining([onTheLine, inGrace, renewedLate, team]));
    const job = allJobs.find((candidate) => candidate.name === "bulletin-expiry");
    expect(job?.period(now, t.deps)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("renews on the route: 200 for the author, 403 and 409 with codes, a fixed number of queries", async () => {
    const owner = await t.member("renew-owner");
    const stranger = await t.member("renew-stranger");
    const created = await owner.c.json<{ id: string; expiresAt: string; canRenew: boolean }>(
      "/api/community/bulletin",
      { body: { category: "search", title: "Suche Fahrrad", content: "Gern gebraucht" } },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ canRenew: true });
    expect(created.body.expiresAt).toEqual(expect.any(String));
    const path = `/api/community/bulletin/${created.body.id}/renew`;
    const refused = await stranger.c.json(path, { method: "POST" });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("bulletin_renew_forbidden");

    const adminEmail = uniqueEmail("renew-admin");
    const adminClient = t.client();
    const signedUp = await adminClient.signUp({ email: adminEmail });
    await makeAdmin(t, { id: signedUp.body.user.id, email: adminEmail });
    expect((await adminClient.json(path, { method: "POST" })).status).toBe(403);

    const counter = countQueries(t.db);
    const counted = createApp({ ...t.deps, db: counter.db });
    const cookie = [...owner.c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    await counted.request("/api/community/bulletin", { headers: { cookie } });
    counter.reset();
    const ok = await counted.request(path, {
      method: "POST",
      headers: { cookie, origin: t.deps.config.appUrl },
    });
    expect(ok.status).toBe(200);
    expect(counter.count).toBe(RENEW_QUERIES);
    const again = await owner.c.json(path, { method: "POST" });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("bulletin_already_renewed");
    expect((await owner.c.json("/api/community/bulletin/not-a-uuid/renew", { method: "POST" })).status).toBe(
      400,
    );
    expect((await t.client().json(path, { method: "POST" })).status).toBe(401);
  });
});
