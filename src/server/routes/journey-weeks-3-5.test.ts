import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, testDialectName } from "@/server/test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_STARTER_CONTENT: "false" });
});
afterAll(async () => {
  await t?.close();
});

async function coreMember() {
  const { c, userId } = await t.member("weeks345");
  await t.db.updateTable("profiles").set({ subscription_type: "core" }).where("id", "=", userId).execute();
  return c;
}

type Client = Awaited<ReturnType<typeof coreMember>>;
const put = (c: Client, week: number, changes: unknown[]) =>
  c.json(`/api/journey/weeks/${week}/entries`, { method: "PUT", body: { changes } });

const hostile = `<script>alert("x")</script></title> "quoted" & more 🌱 مرحبا`;

describe(`weeks 3 to 5 on ${testDialectName}`, () => {
  it("stores every field of weeks 3, 4 and 5 and returns it on every later read", async () => {
    const c = await coreMember();
    const drafts = [
      { id: "a", text: "Ich bin hier, um Mut zu bewirken, indem ich zuhöre.", rating: 3 },
      { id: "b", text: hostile, rating: 5, chosen: true },
    ];
    const weeks: Array<[number, Record<string, unknown>]> = [
      [
        3,
        {
          visionTitle: hostile,
          impactCircles: { self: true, others: false, world: true },
          impactStyle: "enabling",
          actionIdeas: ["Mentoring", hostile],
          tasks: { "impact-moments": true },
          reflection: hostile,
        },
      ],
      [
        4,
        {
          formula: { effect: "Mut", way: "zuhöre" },
          drafts,
          purposeTest: { energy: true, action: false },
          reflection: "frei",
        },
      ],
      [
        5,
        {
          examples: ["morning", "evening"],
          commitment: "deep",
          lifeAreas: ["career", "health", "community", "finances"],
          gratitude: hostile,
          purposeCheck: "check",
          goals: "goals",
          tasks: { "goals-and-routines": true },
        },
      ],
    ];
    for (const [week, fields] of weeks) {
      const res = await put(
        c,
        week,
        Object.entries(fields).map(([field, value]) => ({ field, value, baseVersion: 0 })),
      );
      expect(res.status, `week ${week}`).toBe(200);
    }
    const all = await c.json("/api/journey");
    for (const [week, fields] of weeks) {
      for (const [field, value] of Object.entries(fields)) {
        expect(all.body.entries, `${week}.${field}`).toContainEqual(
          expect.objectContaining({ week, field, value }),
        );
      }
    }
    // The marked draft is the purpose statement, even though it is not the only one.
    const dashboard = await c.json("/api/dashboard");
    expect(dashboard.body.purposeStatement).toBe(hostile);
  });

  it("without a mark the highest-rated draft is the purpose statement", async () => {
    const c = await coreMember();
    const drafts = [
      { id: "a", text: "Erster", rating: 2 },
      { id: "b", text: "Zweiter", rating: 4 },
      { id: "c", text: "Dritter", rating: 0 },
    ];
    expect((await put(c, 4, [{ field: "drafts", value: drafts, baseVersion: 0 }])).status).toBe(200);
    expect((await c.json("/api/dashboard")).body.purposeStatement).toBe("Zweiter");
  });

  it("answers 400 to forged fields, stars out of range, too many items and over-long text, storing nothing", async () => {
    const c = await coreMember();
    const ideas = (n: number) => Array.from({ length: n }, (_, i) => `Idee ${i}`);
    const draft = (over: Record<string, unknown>) => [{ id: "a", text: "Satz", rating: 1, ...over }];
    const bad: Array<[number, string, unknown]> = [
      [3, "isAdmin", true],
      [3, "drafts", draft({})],
      [4, "visionTitle", "x"],
      [3, "visionTitle", "x".repeat(121)],
      [3, "visionTitle", "zwei\nZeilen"],
      [3, "impactCircles", { self: true, universe: true }],
      [3, "impactStyle", "loud"],
      [3, "actionIdeas", ideas(21)],
      [3, "actionIdeas", ["  "]],
      [3, "actionIdeas", ["x".repeat(501)]],
      [4, "drafts", draft({ rating: 7 })],
      [4, "drafts", draft({ rating: -1 })],
      [4, "drafts", draft({ rating: 2.5 })],
      [4, "drafts", Array.from({ length: 21 }, (_, i) => ({ id: `d${i}`, text: "Satz", rating: 0 }))],
      [
        4,
        "drafts",
        [
          { id: "a", text: "A", rating: 1, chosen: true },
          { id: "b", text: "B", rating: 1, chosen: true },
        ],
      ],
      [4, "drafts", draft({ extra: "field" })],
      [4, "formula", { effect: "x".repeat(2001), way: "" }],
      [4, "purposeTest", { energy: "yes" }],
      [5, "commitment", "extreme"],
      [5, "lifeAreas", ["career", "career"]],
      [5, "lifeAreas", ["space"]],
      [5, "examples", ["morning", "nightly"]],
      [5, "gratitude", "x".repeat(2001)],
      [5, "tasks", { "impact-moments": true }],
    ];
    for (const [week, field, value] of bad) {
      const res = await put(c, week, [{ field, value, baseVersion: 0 }]);
      expect(res.status, `${week}.${field} ${JSON.stringify(value).slice(0, 50)}`).toBe(400);
    }
    expect((await c.json("/api/journey")).body.entries).toEqual([]);

    // The limits themselves are fine.
    const ok = await put(c, 3, [
      { field: "actionIdeas", value: ideas(20), baseVersion: 0 },
      { field: "visionTitle", value: "x".repeat(120), baseVersion: 0 },
    ]);
    expect(ok.status).toBe(200);
  });
});
