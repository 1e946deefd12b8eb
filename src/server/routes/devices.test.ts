import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentTimeMs } from "@/server/clock";
import { createTestApp, type TestApp, uniqueEmail } from "@/server/test/test-app";
import { type DeviceSession, deviceSessionsPageSchema } from "@/shared/devices";
import { DEVICE_SESSIONS_PAGE_SIZE } from "@/shared/request-limits";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";
const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

async function signedInTwice() {
  const email = uniqueEmail("devices");
  const laptop = t.client();
  await laptop.json("/api/auth/sign-up/email", {
    body: { email, password: "secret123", name: "Mara", ageConfirmed: true },
    headers: { "user-agent": FIREFOX_WINDOWS },
  });
  const phone = t.client();
  await phone.json("/api/auth/sign-in/email", {
    body: { email, password: "secret123" },
    headers: { "user-agent": CHROME_ANDROID },
  });
  return { email, laptop, phone };
}

const sessionsOf = async (c: ReturnType<TestApp["client"]>) =>
  (await c.json<{ sessions: DeviceSession[] }>("/api/account/sessions")).body.sessions;

describe("your devices (decision 172)", () => {
  it("lists the member's sessions by browser and system, this device first, nothing secret", async () => {
    const { laptop } = await signedInTwice();
    const res = await laptop.request("/api/account/sessions");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as { sessions: DeviceSession[] };
    expect(body.sessions).toEqual([
      expect.objectContaining({ browser: "Firefox", system: "Windows", current: true }),
      expect.objectContaining({ browser: "Chrome", system: "Android", current: false }),
    ]);
    const text = JSON.stringify(body);
    const tokens = await t.db.selectFrom("session").select(["token", "ipAddress"]).execute();
    for (const row of tokens) expect(text).not.toContain(row.token);
    expect(Object.keys(body.sessions[0]!).sort()).toEqual(
      ["browser", "current", "id", "lastActiveAt", "signedInAt", "system"].sort(),
    );
  });

  it("signs out one other device, which is signed out at once", async () => {
    const { laptop, phone } = await signedInTwice();
    const phoneSession = (await sessionsOf(laptop)).find((s) => !s.current)!;
    const res = await laptop.json(`/api/account/sessions/${phoneSession.id}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    expect((await phone.json("/api/me")).body.user).toBeNull();
    expect(await sessionsOf(laptop)).toHaveLength(1);
  });

  it("signs out everywhere else and keeps this device", async () => {
    const { laptop, phone, email } = await signedInTwice();
    const tablet = t.client();
    await tablet.signIn(email);
    const res = await laptop.json("/api/account/sessions/sign-out-others", { method: "POST" });
    expect(res.body).toEqual({ signedOut: 2 });
    expect((await phone.json("/api/me")).body.user).toBeNull();
    expect((await tablet.json("/api/me")).body.user).toBeNull();
    expect((await laptop.json("/api/me")).body.user.email).toBe(email);
  });

  it("refuses an id that is no session id before the database sees it, and keeps every session", async () => {
    // The fuzzer's find: "%00" reached PostgreSQL, which cannot compare a text holding NUL, and the
    // answer was a 500.
    const { laptop } = await signedInTwice();
    for (const id of ["%00", "abc", "1e0", `${crypto.randomUUID()}%00`, "x".repeat(100)]) {
      const res = await laptop.json(`/api/account/sessions/${id}`, { method: "DELETE" });
      expect(res.status, id).toBe(400);
      expect(res.body.error).toMatchObject({ code: "validation_failed", fields: { id: "invalid_id" } });
    }
    expect(await sessionsOf(laptop)).toHaveLength(2);
  });

  it("never touches another member's sessions", async () => {
    const mine = await signedInTwice();
    const theirs = await signedInTwice();
    const theirSession = (await sessionsOf(theirs.laptop))[1]!;
    const res = await mine.laptop.json(`/api/account/sessions/${theirSession.id}`, { method: "DELETE" });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("session_not_found");
    expect((await theirs.phone.json("/api/me")).body.user.email).toBe(theirs.email);
    await mine.laptop.json("/api/account/sessions/sign-out-others", { method: "POST" });
    expect(await sessionsOf(theirs.laptop)).toHaveLength(2);
    expect((await t.client().json("/api/account/sessions")).status).toBe(401);
  });

  it("answers a page of sessions, this one first and a cursor, and the next page the rest (issue 50, finding 7)", async () => {
    const { laptop } = await signedInTwice();
    const userId = (await laptop.json("/api/me")).body.user.id as string;
    const base = Date.UTC(2030, 0, 1);
    const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
    // Sixty more sessions, the older ones in pairs of the same instant (the id breaks the tie), and
    // one that has expired.
    const extra = Array.from({ length: 60 }, (_, i) => ({
      id: crypto.randomUUID(),
      token: crypto.randomUUID(),
      userId,
      userAgent: CHROME_ANDROID,
      ipAddress: "127.0.0.1",
      createdAt: at(i < 20 ? Math.floor(i / 2) : i),
      updatedAt: at(i < 20 ? Math.floor(i / 2) : i),
      expiresAt: "2999-01-01T00:00:00.000Z",
    }));
    const expired = {
      ...extra[0]!,
      id: crypto.randomUUID(),
      token: crypto.randomUUID(),
      expiresAt: new Date(currentTimeMs() - 60_000).toISOString(),
    };
    await t.db
      .insertInto("session")
      .values([...extra, expired])
      .execute();

    const first = await laptop.json("/api/account/sessions");
    expect(first.status).toBe(200);
    const one = deviceSessionsPageSchema.parse(first.body);
    expect(one.sessions).toHaveLength(DEVICE_SESSIONS_PAGE_SIZE);
    expect(one.sessions[0]).toMatchObject({ browser: "Firefox", current: true });
    expect(one.sessions.slice(1).every((s) => !s.current)).toBe(true);
    expect(one.nextCursor).toEqual(expect.any(String));

    const second = await laptop.json(`/api/account/sessions?cursor=${one.nextCursor}`);
    const two = deviceSessionsPageSchema.parse(second.body);
    expect(two.nextCursor).toBeNull();
    expect(two.sessions.every((s) => !s.current)).toBe(true);

    const listed = [...one.sessions, ...two.sessions];
    // Every session once: this one, the phone's and the sixty, not the expired one.
    expect(listed).toHaveLength(62);
    expect(new Set(listed.map((s) => s.id)).size).toBe(62);
    expect(listed.map((s) => s.id)).not.toContain(expired.id);
    // Last active first, then by id, after this one.
    const others = listed.slice(1);
    const order = [...others].sort(
      (a, b) => b.lastActiveAt.localeCompare(a.lastActiveAt) || b.id.localeCompare(a.id),
    );
    expect(others.map((s) => s.id)).toEqual(order.map((s) => s.id));

    const bad = await laptop.json("/api/account/sessions?cursor=not-a-cursor");
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("invalid_cursor");
  });
});
