import { useCallback, useEffect, useState } from "react";
import { CLIENT_LOCKOUT, normalizeEmail } from "@/shared/auth-limits";

const STORAGE_KEY = "pj.loginLockout";
const WINDOW_MS = CLIENT_LOCKOUT.windowMinutes * 60_000;
const LOCK_MS = CLIENT_LOCKOUT.lockMinutes * 60_000;

type Entry = { failures: number[]; lockedUntil?: number };
type Store = Record<string, Entry>;

function read(): Store {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Store) : {};
  } catch {
    return {};
  }
}

/** Keeps only what still matters, so the stored list never grows. */
function write(store: Store, now: number) {
  const kept: Store = {};
  for (const [email, entry] of Object.entries(store)) {
    const failures = entry.failures.filter((at) => now - at < WINDOW_MS);
    const lockedUntil = entry.lockedUntil && entry.lockedUntil > now ? entry.lockedUntil : undefined;
    if (failures.length || lockedUntil) kept[email] = { failures, lockedUntil };
  }
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Private mode: the lockout then lasts as long as the page.
  }
}

/**
 * The client-side lockout of spec 8/9: after 3 failed sign-ins for one e-mail within 5 minutes, the
 * next attempt is blocked and the form stays locked for 5 minutes. Kept in localStorage, so a reload
 * does not lift it. (The server's own limit, 5 per 15 minutes, holds regardless of this.)
 */
export function useLoginLockout() {
  // Read after the first render, which matches the server's (it has no browser storage).
  const [store, setStore] = useState<Store>({});
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setStore(read());
    setNow(Date.now());
  }, []);

  const update = useCallback((change: (store: Store, now: number) => void) => {
    const current = read();
    const at = Date.now();
    change(current, at);
    write(current, at);
    setStore(read());
    setNow(at);
  }, []);

  const lockedUntil = useCallback(
    (email: string): number | null => {
      const until = store[normalizeEmail(email)]?.lockedUntil;
      return until && until > now ? until : null;
    },
    [store, now],
  );

  // Lift the lock on screen the moment it ends.
  const nextExpiry = Math.min(
    ...Object.values(store)
      .map((entry) => entry.lockedUntil ?? Number.POSITIVE_INFINITY)
      .filter((until) => until > now),
  );
  useEffect(() => {
    if (!Number.isFinite(nextExpiry)) return;
    const timer = window.setTimeout(() => setNow(Date.now()), nextExpiry - Date.now() + 50);
    return () => window.clearTimeout(timer);
  }, [nextExpiry]);

  /** Called before an attempt: true when this attempt must be blocked (and starts the lock). */
  const blocksAttempt = useCallback(
    (email: string): boolean => {
      const key = normalizeEmail(email);
      let blocked = false;
      update((current, at) => {
        const entry = current[key] ?? { failures: [] };
        if (entry.lockedUntil && entry.lockedUntil > at) blocked = true;
        else if (entry.failures.filter((t) => at - t < WINDOW_MS).length >= CLIENT_LOCKOUT.maxFailures) {
          entry.lockedUntil = at + LOCK_MS;
          blocked = true;
        }
        current[key] = entry;
      });
      return blocked;
    },
    [update],
  );

  const recordFailure = useCallback(
    (email: string) =>
      update((current, at) => {
        const key = normalizeEmail(email);
        const entry = current[key] ?? { failures: [] };
        entry.failures = [...entry.failures, at];
        current[key] = entry;
      }),
    [update],
  );

  const clear = useCallback(
    (email: string) =>
      update((current) => {
        delete current[normalizeEmail(email)];
      }),
    [update],
  );

  /** The e-mail whose lock is still running, to show it again after a reload. */
  const lockedEmail = Object.entries(store).find(([, entry]) => (entry.lockedUntil ?? 0) > now)?.[0] ?? null;

  return { lockedUntil, blocksAttempt, recordFailure, clear, lockedEmail };
}
