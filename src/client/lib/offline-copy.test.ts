import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "@/client/lib/api";
import {
  clearOfflineData,
  offlineSignInNeeded,
  offlineUser,
  readOfflineCopy,
  subscribeOfflineSignInNeeded,
  updateOfflineCopy,
  withOfflineCopy,
  writeOfflineCopy,
} from "@/client/lib/offline-copy";
import { OFFLINE_COPY_MAX_AGE_DAYS, offlineCopyExpired } from "@/shared/offline-copies";

const networkDown = () => Promise.reject(Object.assign(new Error("offline"), { code: "network" }));

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

describe("offline copies (decision 211)", () => {
  it("answers from the network and keeps the answer for the signed-in user", async () => {
    writeOfflineCopy("u1", "session", { user: { id: "u1" } });
    expect(await withOfflineCopy("week.3", async () => ({ entries: { a: 1 } }))).toEqual({
      entries: { a: 1 },
    });
    expect(readOfflineCopy("week.3")).toEqual({ entries: { a: 1 } });
  });

  it("answers the last known copy only when the server cannot be reached", async () => {
    writeOfflineCopy("u1", "week.3", { entries: { a: 1 } });
    expect(await withOfflineCopy("week.3", networkDown)).toEqual({ entries: { a: 1 } });
    // A refusal from the server (a locked week, say) is never covered by an old copy.
    const refused = Object.assign(new Error("locked"), { code: "week_locked" });
    await expect(withOfflineCopy("week.3", () => Promise.reject(refused))).rejects.toBe(refused);
    // Without a copy the network failure stays an error.
    await expect(withOfflineCopy("week.4", networkDown)).rejects.toMatchObject({ code: "network" });
  });

  it("never shows one member's copies to the next", () => {
    writeOfflineCopy("u1", "week.1", { entries: { secret: "u1" } });
    writeOfflineCopy("u2", "session", { user: { id: "u2" } });
    expect(offlineUser()).toBe("u2");
    expect(readOfflineCopy("week.1")).toBeUndefined();
    expect(Object.keys(localStorage).some((key) => key.includes("u1"))).toBe(false);
  });

  it("follows confirmed saves and is gone after clearing, with the autosave's unsent answers", () => {
    writeOfflineCopy("u1", "week.3", { entries: { a: { value: "x", version: 1 } } });
    updateOfflineCopy<{ entries: Record<string, unknown> }>("week.3", (copy) => ({
      entries: { ...copy.entries, b: { value: "y", version: 1 } },
    }));
    expect(readOfflineCopy("week.3")).toEqual({
      entries: { a: { value: "x", version: 1 }, b: { value: "y", version: 1 } },
    });
    localStorage.setItem("pj.journey.u1.w3.reflection", '{"value":"unsent","baseVersion":0}');
    localStorage.setItem("pj.language", "en");
    clearOfflineData();
    expect(Object.keys(localStorage)).toEqual(["pj.language"]);
  });
});

describe("offline copies expire (decision 254)", () => {
  const DAY = 86_400_000;
  const LIMIT = OFFLINE_COPY_MAX_AGE_DAYS * DAY;
  const confirmed = Date.UTC(2031, 2, 30, 23, 30);
  const ourKeys = () => Object.keys(localStorage).filter((key) => /^pj\.(offline|journey)\./.test(key));

  /** The member's copies and an unsent answer, as the server confirmed them at `confirmed`. */
  function keptAt(at: number) {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(at);
    writeOfflineCopy("u1", "session", { user: { id: "u1" } });
    writeOfflineCopy("u1", "week.1", { entries: { reflection: { value: "Woche 1", version: 1 } } });
    localStorage.setItem("pj.journey.u1.w1.reflection", '{"value":"unsent","baseVersion":1}');
  }

  it("is one limit of 30 days after the server last confirmed the session", () => {
    expect(OFFLINE_COPY_MAX_AGE_DAYS).toBe(30);
    expect(offlineCopyExpired(confirmed, confirmed + LIMIT)).toBe(false);
    expect(offlineCopyExpired(confirmed, confirmed + LIMIT + 1)).toBe(true);
    // A copy kept before the moment was recorded, or a moment that is no number, counts as too old.
    expect(offlineCopyExpired(null, confirmed)).toBe(true);
    expect(offlineCopyExpired(Number.NaN, confirmed)).toBe(true);
  });

  it("answers the copy offline up to the limit", async () => {
    keptAt(confirmed);
    vi.setSystemTime(confirmed + LIMIT);
    expect(await withOfflineCopy("week.1", networkDown)).toMatchObject({ entries: { reflection: {} } });
    expect(offlineSignInNeeded()).toBe(false);
  });

  it("removes every copy and the unsent answers past the limit, and says signing in is needed", async () => {
    keptAt(confirmed);
    const changes: boolean[] = [];
    const unsubscribe = subscribeOfflineSignInNeeded(() => changes.push(offlineSignInNeeded()));
    vi.setSystemTime(confirmed + LIMIT + 1);
    await expect(withOfflineCopy("week.1", networkDown)).rejects.toMatchObject({ code: "network" });
    expect(ourKeys()).toEqual([]);
    expect(offlineUser()).toBeNull();
    expect(offlineSignInNeeded()).toBe(true);
    expect(changes).toEqual([true]);
    // The session's copy is gone with them: the next read has nothing to answer either.
    await expect(withOfflineCopy("session", networkDown)).rejects.toMatchObject({ code: "network" });
    unsubscribe();
  });

  it("counts from the last answer of the server, not from the first copy", async () => {
    keptAt(confirmed);
    vi.setSystemTime(confirmed + 20 * DAY);
    await withOfflineCopy("week.2", async () => ({ entries: {} }));
    vi.setSystemTime(confirmed + 20 * DAY + LIMIT);
    expect(readOfflineCopy("week.1")).toBeDefined();
  });

  it("forgets that signing in is needed with the server's next answer for a member", async () => {
    keptAt(confirmed);
    vi.setSystemTime(confirmed + LIMIT + 1);
    expect(readOfflineCopy("week.1")).toBeUndefined();
    expect(offlineSignInNeeded()).toBe(true);
    await withOfflineCopy(
      "session",
      async () => ({ user: { id: "u1" } }),
      () => "u1",
    );
    expect(offlineSignInNeeded()).toBe(false);
    expect(readOfflineCopy("session")).toEqual({ user: { id: "u1" } });
  });

  it("removes every copy at once when the server answers 401 to a read online", async () => {
    keptAt(confirmed);
    const ended = new ApiRequestError(401, "unauthenticated", "Not signed in");
    await expect(withOfflineCopy("week.1", () => Promise.reject(ended))).rejects.toBe(ended);
    expect(ourKeys()).toEqual([]);
    // Only the answer "nobody": a refusal of another kind leaves the copies.
    keptAt(confirmed);
    const locked = new ApiRequestError(403, "week_locked", "Locked");
    await expect(withOfflineCopy("week.1", () => Promise.reject(locked))).rejects.toBe(locked);
    expect(readOfflineCopy("week.1")).toBeDefined();
  });
});
