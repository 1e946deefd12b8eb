import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recountJourneyStandings } from "@/server/services/journey/journey-progress";
import { makeAdmin } from "@/server/test/test-admins";
import { createTestApp, type TestApp, testDialectName, uniqueEmail } from "@/server/test/test-app";

/**
 * The overview's "where the members are" (decision 192) from the standing the journey service keeps on
 * each profile (migration 0030): opening, completing and reopening weeks through the API move it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_STARTER_CONTENT: "false" });
});
afterAll(async () => {
  await t?.close();
});

async function member(name: string) {
  const c = t.client();
  const email = uniqueEmail(name);
  const { body } = await c.signUp({ email, name });
  const id = body.user.id as string;
  // Weeks 2–5 are Core's.
  await t.db.updateTable("profiles").set({ subscription_type: "core" }).where("id", "=", id).execute();
  return { c, email, id };
}

describe(`the admin overview's journey chart on ${testDialectName}`, () => {
  it("counts each member once, at the furthest week opened, and finishers apart", async () => {
    const admin = await member("overview-admin");
    await makeAdmin(t, admin);
    const inWeek2 = await member("overview-week2");
    const finished = await member("overview-finished");
    const reopened = await member("overview-reopened");
    await member("overview-not-started");

    const post = (m: { c: ReturnType<TestApp["client"]> }, path: string) =>
      m.c.json(path, { method: "POST" });
    await post(inWeek2, "/api/journey/weeks/1/open");
    await post(inWeek2, "/api/journey/weeks/1/complete");
    await post(inWeek2, "/api/journey/weeks/2/open");
    // Opening an earlier week again leaves the furthest where it is.
    await post(inWeek2, "/api/journey/weeks/1/open");
    for (let week = 1; week <= 5; week++) {
      expect((await post(finished, `/api/journey/weeks/${week}/complete`)).status).toBe(200);
      expect((await post(reopened, `/api/journey/weeks/${week}/complete`)).status).toBe(200);
    }
    expect((await reopened.c.json("/api/journey/weeks/5/complete", { method: "DELETE" })).status).toBe(200);

    const expected = {
      weeks: [
        { week: 1, members: 0 },
        { week: 2, members: 1 },
        { week: 3, members: 0 },
        { week: 4, members: 0 },
        { week: 5, members: 1 },
      ],
      finished: 1,
      notStarted: 2,
    };
    const { status, body } = await admin.c.json("/api/admin/overview");
    expect(status).toBe(200);
    expect(body.journey).toEqual(expected);

    // The recount the seeds use (and migration 0030's statement) arrives at what the service kept.
    const kept = await t.db
      .selectFrom("profiles")
      .select(["id", "furthest_week", "journey_finished"])
      .orderBy("id")
      .execute();
    await t.db.updateTable("profiles").set({ furthest_week: null, journey_finished: 0 }).execute();
    await recountJourneyStandings(t.db);
    expect(
      await t.db
        .selectFrom("profiles")
        .select(["id", "furthest_week", "journey_finished"])
        .orderBy("id")
        .execute(),
    ).toEqual(kept);
    expect((await admin.c.json("/api/admin/overview")).body.journey).toEqual(expected);
  });

  it("keeps the member, account and post counts through sign-ups, posts, cascades and deletions", async () => {
    const admin = await member("kept-admin");
    await makeAdmin(t, admin);
    const writer = await member("kept-writer");
    const leaver = await member("kept-leaver");
    for (const m of [writer, leaver, leaver]) {
      const res = await m.c.json("/api/community/posts", {
        method: "POST",
        body: { title: "Gedanken zur Woche", description: "Ein paar Zeilen über Übergänge." },
      });
      expect(res.status).toBe(201);
    }
    await leaver.c.json("/api/journey/weeks/1/open", { method: "POST" });
    // The account goes with its profile, its posts and its standing, by cascade.
    const deleted = await leaver.c.json("/api/account", {
      method: "DELETE",
      body: { password: "secret123" },
    });
    expect(deleted.status).toBe(200);

    const count = async (table: "user" | "profiles" | "forum_posts") =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const { body } = await admin.c.json("/api/admin/overview");
    expect(body.counts.members).toBe(await count("profiles"));
    expect(body.counts.posts).toBe(await count("forum_posts"));
    expect(body.counts.posts).toBeGreaterThan(0);
    const started = body.journey.weeks.reduce((sum: number, w: { members: number }) => sum + w.members, 0);
    const withStanding = Number(
      (
        await t.db
          .selectFrom("profiles")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("furthest_week", "is not", null)
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(started + body.journey.finished).toBe(withStanding);
    const users = await admin.c.json("/api/admin/users");
    expect(users.body.total).toBe(await count("user"));
  });
});
