import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, testDialectName, uniqueEmail } from "@/server/test/test-app";
import { countTasksDone, type DashboardResponse, dashboardResponseSchema } from "@/shared/dashboard";
import { favouriteDraft } from "@/shared/purpose-statement";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_STARTER_CONTENT: "false" });
});
afterAll(async () => {
  await t?.close();
});

async function member(name = "Mara Muster") {
  const c = t.client();
  const { body } = await c.signUp({ email: uniqueEmail("dash"), name });
  return { c, userId: body.user.id as string };
}

async function dashboard(c: ReturnType<TestApp["client"]>, query = ""): Promise<DashboardResponse> {
  const res = await c.json(`/api/dashboard${query}`);
  expect(res.status).toBe(200);
  return dashboardResponseSchema.parse(res.body);
}

async function setPlan(userId: string, plan: "free" | "core" | "deep") {
  await t.db
    .updateTable("profiles")
    .set({ subscription_type: plan, has_paid: plan === "free" ? 0 : 1 })
    .where("id", "=", userId)
    .execute();
}

describe(`dashboard API on ${testDialectName}`, () => {
  it("refuses visitors and unknown languages", async () => {
    expect((await t.client().json("/api/dashboard")).status).toBe(401);
    const { c } = await member();
    expect((await c.json("/api/dashboard?lang=fr")).status).toBe(400);
  });

  it("shows a new member without a plan week 1 only, with their name and missing consent", async () => {
    const { c } = await member("Jonas Beispiel");
    const data = await dashboard(c);
    expect(data).toMatchObject({
      fullName: "Jonas Beispiel",
      plan: null,
      hasPaid: false,
      currentWeek: 1,
      consentComplete: false,
      accessibleWeeks: [1],
      purposeStatement: null,
      isGraduate: false,
    });
    expect(data.weeks).toHaveLength(5);
    expect(data.weeks[1]).toMatchObject({ week: 2, accessible: false, lockedBy: "plan" });
  });

  it("gives free week 1, Core and Deep all five weeks", async () => {
    const { c, userId } = await member();
    await setPlan(userId, "free");
    expect((await dashboard(c)).accessibleWeeks).toEqual([1]);
    await setPlan(userId, "core");
    expect((await dashboard(c)).accessibleWeeks).toEqual([1, 2, 3, 4, 5]);
    await setPlan(userId, "deep");
    const deep = await dashboard(c);
    expect(deep.accessibleWeeks).toEqual([1, 2, 3, 4, 5]);
    expect(deep.plan).toBe("deep");
  });

  it("applies the operator's Core lock, but never to Deep", async () => {
    const locked = await createTestApp({ SEED_STARTER_CONTENT: "false", CORE_WEEK_LOCK: "true" });
    try {
      const c = locked.client();
      const { body } = await c.signUp({ email: uniqueEmail("lock") });
      const userId = body.user.id as string;
      await locked.db
        .updateTable("profiles")
        .set({ subscription_type: "core", has_paid: 1 })
        .where("id", "=", userId)
        .execute();
      const opened = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toISOString();
      await locked.db
        .insertInto("user_week_progress")
        .values({ user_id: userId, week_number: 1, started_at: opened, completed_at: null })
        .execute();
      const core = dashboardResponseSchema.parse((await c.json("/api/dashboard")).body);
      expect(core.accessibleWeeks).toEqual([1, 2]);
      expect(core.weeks[2]).toMatchObject({ lockedBy: "schedule" });
      await locked.db
        .updateTable("profiles")
        .set({ subscription_type: "deep" })
        .where("id", "=", userId)
        .execute();
      expect(dashboardResponseSchema.parse((await c.json("/api/dashboard")).body).accessibleWeeks).toEqual([
        1, 2, 3, 4, 5,
      ]);
    } finally {
      await locked.close();
    }
  });

  it("counts opened weeks, done tasks and completion, and finds the purpose statement", async () => {
    const { c, userId } = await member();
    await setPlan(userId, "core");
    const now = new Date().toISOString();
    await t.db
      .insertInto("user_week_progress")
      .values([
        { user_id: userId, week_number: 1, started_at: "2026-11-01T09:00:00.000Z", completed_at: now },
        { user_id: userId, week_number: 2, started_at: "2026-11-08T09:00:00.000Z", completed_at: null },
      ])
      .execute();
    const entry = (week: number, field: string, value: unknown) => ({
      user_id: userId,
      week_number: week,
      field,
      value: JSON.stringify(value),
      version: 1,
      updated_at: now,
    });
    await t.db
      .insertInto("journey_entries")
      .values([
        entry(1, "tasks", { a: true, b: true, c: false }),
        entry(2, "tasks", { a: false }),
        entry(2, "reflection", "nicht gezählt"),
        entry(4, "drafts", [
          { id: "1", text: "Ich bin hier, um zu lernen.", rating: 2 },
          { id: "2", text: "Ich bin hier, um Menschen zu ermutigen, indem ich zuhöre.", rating: 5 },
          { id: "3", text: "Noch nicht bewertet", rating: 0 },
        ]),
      ])
      .execute();
    const data = await dashboard(c);
    expect(
      data.weeks.map((w) => [w.week, Boolean(w.startedAt), Boolean(w.completedAt), w.tasksDone]),
    ).toEqual([
      [1, true, true, 2],
      [2, true, false, 0],
      [3, false, false, 0],
      [4, false, false, 0],
      [5, false, false, 0],
    ]);
    expect(data.weeks[1]!.recommendedFrom).toBe("2026-11-08T09:00:00.000Z");
    expect(data.weeks[2]!.recommendedFrom).toBe("2026-11-15T09:00:00.000Z");
    expect(data.purposeStatement).toBe("Ich bin hier, um Menschen zu ermutigen, indem ich zuhöre.");
  });

  it("lists upcoming events in order, in the asked language with German fallback, and graduates", async () => {
    const { c, userId } = await member();
    const at = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();
    const event = (id: string, days: number, en: boolean) => ({
      id,
      title: `Treffen ${id}`,
      description: `Beschreibung ${id}`,
      title_en: en ? `Meeting ${id}` : null,
      description_en: en ? `Description ${id}` : null,
      event_date: at(days),
      event_link: null,
      created_at: at(-30),
    });
    await t.db
      .insertInto("community_events")
      .values([
        event("past", -1, true),
        event("later", 9, false),
        event("soon", 2, true),
        event("next", 5, true),
        event("far", 40, true),
      ])
      .execute();
    const de = await dashboard(c, "?lang=de");
    expect(de.events.map((e) => e.title)).toEqual(["Treffen soon", "Treffen next", "Treffen later"]);
    const en = await dashboard(c, "?lang=en");
    expect(en.events.map((e) => [e.title, e.description])).toEqual([
      ["Meeting soon", "Description soon"],
      ["Meeting next", "Description next"],
      ["Treffen later", "Beschreibung later"],
    ]);
    expect(en.isGraduate).toBe(false);
    await t.db
      .insertInto("user_badges")
      .values({ user_id: userId, badge_type: "graduate", granted_at: at(0) })
      .execute();
    expect((await dashboard(c)).isGraduate).toBe(true);
  });

  it("shows consent given on another device", async () => {
    const { c } = await member();
    await c.json("/api/consent", { body: { privacy: true, terms: true } });
    expect((await dashboard(c)).consentComplete).toBe(true);
  });
});

describe("dashboard rules", () => {
  it("takes the highest-rated draft with at least one star, the earlier one on a tie", () => {
    expect(favouriteDraft(undefined)).toBeNull();
    expect(favouriteDraft([{ id: "1", text: "A", rating: 0 }])).toBeNull();
    expect(
      favouriteDraft([
        { id: "1", text: "A", rating: 3 },
        { id: "2", text: "B", rating: 3 },
        { id: "3", text: "  ", rating: 5 },
        { id: "4", text: 7, rating: 5 },
      ]),
    ).toBe("A");
    expect(favouriteDraft([{ id: "1", text: " C ", rating: 1 }])).toBe("C");
  });

  it("counts only true task values", () => {
    expect(countTasksDone({ a: true, b: false, c: "true", d: true })).toBe(2);
    expect(countTasksDone(null)).toBe(0);
    expect(countTasksDone([true, true])).toBe(0);
  });
});
