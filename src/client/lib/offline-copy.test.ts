import { afterEach, describe, expect, it } from "vitest";
import {
  clearOfflineData,
  offlineUser,
  readOfflineCopy,
  updateOfflineCopy,
  withOfflineCopy,
  writeOfflineCopy,
} from "@/client/lib/offline-copy";

const networkDown = () => Promise.reject(Object.assign(new Error("offline"), { code: "network" }));

afterEach(() => {
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
