import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SaveOutcome } from "@/client/features/week/api/journey-api";
import { AutosaveStore, sameValue } from "@/client/features/week/hooks/autosave-store";
import { ApiRequestError } from "@/client/lib/api";
import type { JourneyChange } from "@/shared/journey-schemas";
import { journeyValueError } from "@/shared/journey-schemas";

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

/** A fake server with per-field versions and the same compare-and-set rule as the real one. */
function fakeServer() {
  const rows = new Map<string, { value: unknown; version: number; updatedAt: string }>();
  let down = false;
  const calls: JourneyChange[][] = [];
  const send = vi.fn(async (changes: JourneyChange[]): Promise<SaveOutcome> => {
    calls.push(changes);
    if (down) throw new ApiRequestError(0, "network", "offline");
    const conflicts: Record<string, { value: unknown; version: number }> = {};
    for (const change of changes) {
      const row = rows.get(change.field);
      if (
        (row?.version ?? 0) !== change.baseVersion &&
        JSON.stringify(row?.value) !== JSON.stringify(change.value)
      ) {
        conflicts[change.field] = { value: row?.value ?? null, version: row?.version ?? 0 };
      }
    }
    if (Object.keys(conflicts).length > 0) return { kind: "conflict", conflicts };
    for (const change of changes) {
      const row = rows.get(change.field);
      if (row && JSON.stringify(row.value) === JSON.stringify(change.value)) continue;
      rows.set(change.field, { value: change.value, version: (row?.version ?? 0) + 1, updatedAt: "now" });
    }
    return { kind: "saved", entries: Object.fromEntries(changes.map((c) => [c.field, rows.get(c.field)!])) };
  });
  return {
    rows,
    calls,
    send,
    setDown: (value: boolean) => {
      down = value;
    },
  };
}

const FIELDS = ["reflection", "tasks"];

function makeStore(server: ReturnType<typeof fakeServer>, storage: MemoryStorage) {
  const store = new AutosaveStore({
    week: 1,
    storagePrefix: "pj.journey.u1",
    storage,
    send: server.send,
    validate: (field, value) => journeyValueError(1, field, value),
  });
  store.hydrate(Object.fromEntries(server.rows), FIELDS);
  store.start();
  return store;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("AutosaveStore", () => {
  it("sends once, 1 s after the last edit, and reports saved", async () => {
    const server = fakeServer();
    const store = makeStore(server, new MemoryStorage());
    store.set("reflection", "H");
    await vi.advanceTimersByTimeAsync(500);
    store.set("reflection", "Hallo");
    await vi.advanceTimersByTimeAsync(999);
    expect(server.send).not.toHaveBeenCalled();
    expect(store.status()).toBe("saving");
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toEqual([[{ field: "reflection", value: "Hallo", baseVersion: 0 }]]);
    expect(store.status()).toBe("saved");
    expect(store.hasUnsaved()).toBe(false);
  });

  it("keeps unsent text in local storage and sends it on the next load", async () => {
    const server = fakeServer();
    const storage = new MemoryStorage();
    server.setDown(true);
    const first = makeStore(server, storage);
    first.set("reflection", "nicht verlieren");
    await vi.advanceTimersByTimeAsync(1000);
    expect(first.status()).toBe("offline");
    first.dispose(); // the tab closes

    server.setDown(false);
    const second = makeStore(server, storage);
    expect(second.value("reflection")).toBe("nicht verlieren");
    await vi.advanceTimersByTimeAsync(0);
    expect(server.rows.get("reflection")?.value).toBe("nicht verlieren");
    expect(storage.items.size).toBe(0);
  });

  it("retries with back-off while offline and at once when the network returns", async () => {
    const server = fakeServer();
    const store = makeStore(server, new MemoryStorage());
    server.setDown(true);
    store.set("reflection", "offline geschrieben");
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.send).toHaveBeenCalledTimes(3);
    expect(store.status()).toBe("offline");
    server.setDown(false);
    store.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.rows.get("reflection")?.value).toBe("offline geschrieben");
    expect(store.status()).toBe("saved");
  });

  it("never sends an over-limit reflection, keeps it, and reports it", async () => {
    const server = fakeServer();
    const storage = new MemoryStorage();
    const store = makeStore(server, storage);
    const long = "x".repeat(100_000);
    store.set("reflection", long);
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.send).not.toHaveBeenCalled();
    expect(store.status()).toBe("invalid");
    expect(store.fieldError("reflection")).toBe("too_long");
    expect(store.value("reflection")).toBe(long);
    expect(storage.items.get("pj.journey.u1.w1.reflection")).toContain(long);
  });

  it("holds changes made before the checks have loaded, and judges and sends them once they are there", async () => {
    const server = fakeServer();
    const storage = new MemoryStorage();
    storage.setItem(
      "pj.journey.u1.w1.tasks",
      JSON.stringify({ value: { "life-line": true }, baseVersion: 0 }),
    );
    let loaded = false;
    const store = new AutosaveStore({
      week: 1,
      storagePrefix: "pj.journey.u1",
      storage,
      send: server.send,
      validate: (field, value) => (loaded ? journeyValueError(1, field, value) : undefined),
    });
    store.hydrate({}, FIELDS);
    store.start();
    store.set("reflection", "x".repeat(100_000));
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.send).not.toHaveBeenCalled();
    expect(store.status()).toBe("saving");
    expect(store.fieldError("reflection")).toBeNull();

    loaded = true;
    store.revalidate();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toEqual([[{ field: "tasks", value: { "life-line": true }, baseVersion: 0 }]]);
    expect(store.fieldError("reflection")).toBe("too_long");
    expect(store.status()).toBe("invalid");
  });

  it("reads and sends nothing before it is started, as for a render React throws away, even when the checks arrive", async () => {
    const server = fakeServer();
    const storage = new MemoryStorage();
    const unsent = JSON.stringify({ value: "offline geschrieben", baseVersion: 0 });
    storage.setItem("pj.journey.u1.w1.reflection", unsent);
    let loaded = false;
    const options = {
      week: 1,
      storagePrefix: "pj.journey.u1",
      storage,
      send: server.send,
      validate: (field: string, value: unknown) => (loaded ? journeyValueError(1, field, value) : undefined),
    };
    const discarded = new AutosaveStore(options);
    discarded.hydrate({}, FIELDS);
    loaded = true;
    discarded.revalidate();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.send).not.toHaveBeenCalled();
    // The unsent copy is still there for the store the page keeps, which sends it once.
    expect(storage.items.get("pj.journey.u1.w1.reflection")).toBe(unsent);
    const kept = new AutosaveStore(options);
    kept.hydrate({}, FIELDS);
    // Its first render shows the server's answers, as the server's render did; the copy comes at start.
    expect(kept.value("reflection")).toBeUndefined();
    kept.start();
    expect(kept.value("reflection")).toBe("offline geschrieben");
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toEqual([[{ field: "reflection", value: "offline geschrieben", baseVersion: 0 }]]);
    expect(storage.items.size).toBe(0);
  });

  it("shows a conflict instead of overwriting another device's text, and resolves it", async () => {
    const server = fakeServer();
    const store = makeStore(server, new MemoryStorage());
    store.set("reflection", "Tab A");
    await vi.advanceTimersByTimeAsync(1000);
    // Another device writes version 2 meanwhile.
    server.rows.set("reflection", { value: "Handy", version: 2, updatedAt: "now" });
    store.set("reflection", "Tab A, weiter");
    store.set("tasks", { "life-line": true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.status()).toBe("conflict");
    expect(store.conflict("reflection")).toEqual({ mine: "Tab A, weiter", theirs: "Handy" });
    // The other field is not held back by the conflict.
    await vi.advanceTimersByTimeAsync(0);
    expect(server.rows.get("tasks")?.value).toEqual({ "life-line": true });
    expect(server.rows.get("reflection")?.value).toBe("Handy");

    store.resolve("reflection", "Tab A, weiter\n\nHandy");
    await vi.advanceTimersByTimeAsync(0);
    expect(server.rows.get("reflection")).toMatchObject({ value: "Tab A, weiter\n\nHandy", version: 3 });
    expect(store.status()).toBe("saved");
  });

  it("turns a local copy made before another device's save into a conflict on load", async () => {
    const server = fakeServer();
    const storage = new MemoryStorage();
    storage.setItem(
      "pj.journey.u1.w1.reflection",
      JSON.stringify({ value: "alt aber ungesendet", baseVersion: 1 }),
    );
    server.rows.set("reflection", { value: "neu vom Handy", version: 2, updatedAt: "now" });
    const store = makeStore(server, storage);
    expect(store.conflict("reflection")).toEqual({ mine: "alt aber ungesendet", theirs: "neu vom Handy" });
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.send).not.toHaveBeenCalled();
  });

  it("keeps typing that happened while a save was on its way", async () => {
    const server = fakeServer();
    let release: () => void = () => {};
    const original = server.send.getMockImplementation()!;
    server.send.mockImplementationOnce(
      (changes) => new Promise((resolve) => (release = () => resolve(original(changes)))),
    );
    const store = makeStore(server, new MemoryStorage());
    store.set("reflection", "eins");
    await vi.advanceTimersByTimeAsync(1000);
    store.set("reflection", "eins zwei");
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.hasUnsaved()).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.rows.get("reflection")).toMatchObject({ value: "eins zwei", version: 2 });
    expect(store.hasUnsaved()).toBe(false);
  });
});

describe("sameValue", () => {
  it("compares JSON values deeply, whatever the key order", () => {
    expect(sameValue({ mon: true, tue: false }, { tue: false, mon: true })).toBe(true);
    expect(sameValue({ a: [1, { b: 2, c: 3 }] }, { a: [1, { c: 3, b: 2 }] })).toBe(true);
    expect(sameValue({ mon: true }, { mon: false })).toBe(false);
    expect(sameValue({ mon: true }, { mon: true, tue: false })).toBe(false);
    expect(sameValue(["a", "b"], ["b", "a"])).toBe(false);
    expect(sameValue([], {})).toBe(false);
    expect(sameValue(null, {})).toBe(false);
    expect(sameValue("x", "x")).toBe(true);
  });
});
