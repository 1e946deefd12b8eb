import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, uniqueEmail } from "@/server/test/test-app";
import { addDays, zonedDateTime } from "@/shared/dates";
import type { Plan } from "@/shared/plans";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function member(plan: Plan | null = "core") {
  const client = t.client();
  const email = uniqueEmail("journey");
  const res = await client.signUp({ email });
  expect(res.status).toBe(200);
  const userId = res.body.user.id as string;
  if (plan) {
    await t.db.updateTable("profiles").set({ subscription_type: plan }).where("id", "=", userId).execute();
  }
  return { client, userId, email };
}

function put(client: ReturnType<TestApp["client"]>, week: number | string, changes: unknown[]) {
  return client.json(`/api/journey/weeks/${week}/entries`, { method: "PUT", body: { changes } });
}

describe("journey store", () => {
  it("asks visitors to sign in", async () => {
    const res = await t.client().json("/api/journey/weeks/1");
    expect(res.status).toBe(401);
  });

  it("stores a reflection and returns it on every later read, from any session", async () => {
    const { client, email } = await member("free");
    const text = "Ich war als Kind am liebsten draußen. <script>alert(1)</script>";
    const saved = await put(client, 1, [{ field: "reflection", value: text, baseVersion: 0 }]);
    expect(saved.status).toBe(200);
    expect(saved.body.entries.reflection).toMatchObject({ value: text, version: 1 });

    const other = t.client();
    await other.signIn(email);
    const week = await other.json("/api/journey/weeks/1");
    expect(week.status).toBe(200);
    expect(week.body.entries.reflection.value).toBe(text);
    expect(week.body.access).toMatchObject({ week: 1, accessible: true });

    const all = await other.json("/api/journey");
    expect(all.body.entries).toEqual([
      expect.objectContaining({ week: 1, field: "reflection", value: text }),
    ]);
  });

  it("answers 404 for week numbers that are not the integers 1 to 5", async () => {
    const { client } = await member();
    for (const week of ["0", "6", "2.5", "-1", "abc", "1e0", "01"]) {
      expect((await client.json(`/api/journey/weeks/${week}`)).status, week).toBe(404);
      expect(
        (await put(client, week, [{ field: "reflection", value: "x", baseVersion: 0 }])).status,
        week,
      ).toBe(404);
    }
  });

  it("never lets one user read or write another user's answers", async () => {
    const a = await member();
    const b = await member();
    await put(a.client, 1, [{ field: "reflection", value: "nur für mich", baseVersion: 0 }]);

    const bWeek = await b.client.json("/api/journey/weeks/1");
    expect(bWeek.body.entries).toEqual({});
    expect((await b.client.json("/api/journey")).body.entries).toEqual([]);

    // B claiming to know a version of "the same" field (A's is 1) addresses only B's own, empty row.
    const guess = await put(b.client, 1, [{ field: "reflection", value: "fremd", baseVersion: 1 }]);
    expect(guess.status).toBe(409);
    // B writing "the same" field creates B's own row; A's text is untouched.
    const bWrite = await put(b.client, 1, [{ field: "reflection", value: "B", baseVersion: 0 }]);
    expect(bWrite.status).toBe(200);
    const aWeek = await a.client.json("/api/journey/weeks/1");
    expect(aWeek.body.entries.reflection).toMatchObject({ value: "nur für mich", version: 1 });
    // A user id in the body or path is ignored: there is no way to address another user's rows.
    const sneaky = await b.client.json(`/api/journey/weeks/1?userId=${a.userId}`);
    expect(sneaky.body.entries.reflection.value).toBe("B");
  });

  it("keeps locked weeks closed: no answers in or out, no progress recorded", async () => {
    const { client } = await member("free");
    const week = await client.json("/api/journey/weeks/2");
    expect(week.status).toBe(200);
    expect(week.body.access).toMatchObject({ accessible: false, lockedBy: "plan" });
    expect(week.body.entries).toEqual({});
    expect(week.body.weeks.filter((w: { accessible: boolean }) => w.accessible)).toHaveLength(1);

    const write = await put(client, 2, [{ field: "values", value: ["Mut"], baseVersion: 0 }]);
    expect(write.status).toBe(403);
    expect(write.body.error.code).toBe("week_locked");
    expect((await client.json("/api/journey/weeks/2/open", { method: "POST" })).status).toBe(403);
    const rows = await t.db.selectFrom("journey_entries").selectAll().where("week_number", "=", 2).execute();
    expect(rows.filter((row) => row.value.includes("Mut"))).toEqual([]);
  });

  it("refuses a 6th value and stores nothing of that request", async () => {
    const { client } = await member();
    const six = ["Freiheit", "Mut", "Familie", "Ehrlichkeit", "Kreativität", "Ruhe"];
    const res = await put(client, 2, [
      { field: "strengths", value: ["Empathie"], baseVersion: 0 },
      { field: "values", value: six, baseVersion: 0 },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ values: "too_many" });
    expect((await client.json("/api/journey/weeks/2")).body.entries).toEqual({});

    const five = await put(client, 2, [{ field: "values", value: six.slice(0, 5), baseVersion: 0 }]);
    expect(five.status).toBe(200);
  });

  it("validates every field: duplicates, blanks, lengths, task ids, weekdays, unknown fields", async () => {
    const { client } = await member();
    const bad: Array<[number, string, unknown, string]> = [
      [2, "values", ["Mut", "mut"], "duplicate"],
      [2, "values", ["  "], "empty"],
      [2, "values", [" Mut"], "invalid"],
      [2, "values", ["x".repeat(61)], "too_long"],
      [2, "values", "Mut", "invalid_type"],
      [2, "strengths", Array.from({ length: 51 }, (_, i) => `S${i}`), "too_many"],
      [1, "reflection", "x".repeat(20_001), "too_long"],
      [1, "reflection", 42, "invalid_type"],
      [1, "tasks", { "no-such-task": true }, "unknown_task"],
      [1, "tasks", { "life-line": "yes" }, "invalid_type"],
      [2, "valuesChallenge", { mon: true }, "invalid_type"],
      [1, "values", ["Mut"], "unknown_field"],
      [1, "somethingElse", "x", "unknown_field"],
    ];
    for (const [week, field, value] of bad) {
      const res = await put(client, week, [{ field, value, baseVersion: 0 }]);
      expect(res.status, `${field} ${JSON.stringify(value).slice(0, 40)}`).toBe(400);
      expect(res.body.error.fields[field]).toBeTruthy();
    }
    expect((await client.json("/api/journey")).body.entries).toEqual([]);

    const challenge = { mon: true, tue: false, wed: true, thu: false, fri: false, sat: false, sun: true };
    const ok = await put(client, 2, [
      { field: "valuesChallenge", value: challenge, baseVersion: 0 },
      { field: "tasks", value: { "values-reflection": true }, baseVersion: 0 },
      { field: "reflection", value: "x".repeat(20_000), baseVersion: 0 },
    ]);
    expect(ok.status).toBe(200);
    expect(ok.body.entries.valuesChallenge.value).toEqual(challenge);
  });

  it("refuses __proto__, constructor and prototype as field names and as keys at any depth", async () => {
    const { client, userId } = await member("deep");
    const big = JSON.stringify("x".repeat(250 * 1024));
    // Written by hand: an object literal's "__proto__" would set the prototype, not a key.
    const bodies = [
      `{"changes":[{"field":"__proto__","value":${big},"baseVersion":0}]}`,
      `{"changes":[{"field":"constructor","value":"x","baseVersion":0}]}`,
      `{"changes":[{"field":"prototype","value":"x","baseVersion":0}]}`,
      `{"changes":[{"field":"tasks","value":{"__proto__":{"life-line":true}},"baseVersion":0}]}`,
      `{"changes":[{"field":"tasks","value":{"__proto__":"${"y".repeat(1000)}"},"baseVersion":0}]}`,
      `{"changes":[{"field":"tasks","value":{"constructor":true},"baseVersion":0}]}`,
      `{"__proto__":{"changes":[]},"changes":[{"field":"reflection","value":"x","baseVersion":0}]}`,
      `{"changes":[{"field":"reflection","value":"x","baseVersion":0,"__proto__":{"baseVersion":5}}]}`,
    ];
    for (const body of bodies) {
      const res = await client.json("/api/journey/weeks/1/entries", { method: "PUT", body });
      expect(res.status, body.slice(0, 80)).toBe(400);
    }
    const stored = await t.db
      .selectFrom("journey_entries")
      .selectAll()
      .where("user_id", "=", userId)
      .execute();
    expect(stored).toEqual([]);
  });

  it("answers a stale baseVersion with 409 and the server's value, writing nothing", async () => {
    const { client } = await member();
    await put(client, 1, [{ field: "reflection", value: "v1", baseVersion: 0 }]);
    await put(client, 1, [{ field: "reflection", value: "v2", baseVersion: 1 }]);
    const stale = await put(client, 1, [
      { field: "tasks", value: { patterns: true }, baseVersion: 0 },
      { field: "reflection", value: "from an old tab", baseVersion: 1 },
    ]);
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("conflict");
    expect(stale.body.conflicts).toEqual({
      reflection: expect.objectContaining({ value: "v2", version: 2 }),
    });
    const week = await client.json("/api/journey/weeks/1");
    expect(week.body.entries.reflection.value).toBe("v2");
    expect(week.body.entries.tasks).toBeUndefined();

    // A new field that another device created meanwhile is a conflict too.
    await put(client, 1, [{ field: "tasks", value: { patterns: true }, baseVersion: 0 }]);
    const late = await put(client, 1, [{ field: "tasks", value: { "life-line": true }, baseVersion: 0 }]);
    expect(late.status).toBe(409);
    expect(late.body.conflicts.tasks.value).toEqual({ patterns: true });
  });

  it("treats a retried write whose answer was lost as saved, not as a conflict", async () => {
    const { client } = await member();
    await put(client, 1, [{ field: "reflection", value: "einmal", baseVersion: 0 }]);
    const retry = await put(client, 1, [{ field: "reflection", value: "einmal", baseVersion: 0 }]);
    expect(retry.status).toBe(200);
    expect(retry.body.entries.reflection).toMatchObject({ value: "einmal", version: 1 });
  });

  it("never loses a field when two sessions write at once", async () => {
    const { client, email } = await member();
    const other = t.client();
    await other.signIn(email);

    const [a, b] = await Promise.all([
      put(client, 2, [{ field: "values", value: ["Mut"], baseVersion: 0 }]),
      put(other, 2, [{ field: "strengths", value: ["Geduld"], baseVersion: 0 }]),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);

    const racers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        put(i % 2 ? client : other, 2, [{ field: "reflection", value: `Tab ${i}`, baseVersion: 0 }]),
      ),
    );
    expect(racers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(racers.filter((r) => r.status === 409)).toHaveLength(5);
    const winner = racers.find((r) => r.status === 200)!.body.entries.reflection.value;

    const updates = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        put(i % 2 ? client : other, 2, [{ field: "reflection", value: `Update ${i}`, baseVersion: 1 }]),
      ),
    );
    expect(updates.filter((r) => r.status === 200)).toHaveLength(1);
    const conflicts = updates.filter((r) => r.status === 409);
    expect(conflicts).toHaveLength(5);
    const final = await client.json("/api/journey/weeks/2");
    const stored = final.body.entries;
    expect(stored.values.value).toEqual(["Mut"]);
    expect(stored.strengths.value).toEqual(["Geduld"]);
    expect(stored.reflection.version).toBe(2);
    expect(stored.reflection.value).toBe(
      updates.find((r) => r.status === 200)!.body.entries.reflection.value,
    );
    expect(stored.reflection.value).not.toBe(winner);
    for (const c of conflicts) expect(c.body.conflicts.reflection.version).toBe(2);
  });

  it("records started_at once, completes a week keeping started_at, and remembers next", async () => {
    const { client } = await member();
    const first = await client.json("/api/journey/weeks/1/open", { method: "POST" });
    expect(first.status).toBe(200);
    const startedAt = first.body.progress.startedAt;
    expect(startedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const again = await client.json("/api/journey/weeks/1/open", { method: "POST" });
    expect(again.body.progress.startedAt).toBe(startedAt);

    const done = await client.json("/api/journey/weeks/1/complete", { method: "POST" });
    expect(done.body.progress).toMatchObject({ startedAt, completedAt: expect.any(String) });
    const undone = await client.json("/api/journey/weeks/1/complete", { method: "DELETE" });
    expect(undone.body.progress).toMatchObject({ startedAt, completedAt: null });

    const next = await client.json("/api/journey/weeks/1/next", { method: "POST" });
    expect(next.body.progress.visitedAt).toEqual(expect.any(String));
    const week2 = await client.json("/api/journey/weeks/2");
    expect(week2.body.progress.unlockedAt).toEqual(expect.any(String));
    // Seven days later on the member's clock (the operator's zone until they choose one): the same
    // time of day, also when the clocks change in between (a week of 167 or 169 hours).
    const opened = zonedDateTime(new Date(startedAt), "Europe/Berlin");
    const recommended = zonedDateTime(new Date(week2.body.access.recommendedFrom), "Europe/Berlin");
    expect(recommended).toEqual({ date: addDays(opened.date, 7), time: opened.time });
    expect(Date.parse(week2.body.access.recommendedFrom) - Date.parse(startedAt)).toBeGreaterThanOrEqual(
      167 * 3600 * 1000,
    );

    const all = await client.json("/api/journey");
    expect(all.body.progress).toEqual([
      expect.objectContaining({ week: 1, startedAt, completedAt: null }),
      expect.objectContaining({ week: 2, startedAt: null, unlockedAt: expect.any(String) }),
    ]);
  });
});
