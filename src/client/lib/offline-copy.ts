/**
 * The last known answers of the API calls the journey needs offline (the session, the dashboard, the
 * weeks), kept in this browser's local storage per signed-in user (decision 211). The network always
 * goes first: a copy is only read when the request could not reach the server, so online the server
 * stays the authority and `no-store` still holds for every answer. Everything here is removed on
 * sign-out, on account deletion, as soon as the server says nobody is signed in (its answer "nobody",
 * or a 401 to a read of the member's data), and when the copy is about to be shown more than
 * `OFFLINE_COPY_MAX_AGE_DAYS` after the server last confirmed the session (decision 254).
 *
 * No library imports: the landing page's plain script signs out through this module too.
 */
import { offlineCopyExpired } from "@/shared/offline-copies";

/** Every key this module writes starts with it; `pj.journey.` holds the autosave's unsent answers. */
const COPY_PREFIX = "pj.offline.";
const USER_KEY = "pj.offline.user";
/** When the server last confirmed the session the copies belong to (ms), written with every copy. */
const CONFIRMED_KEY = "pj.offline.confirmed";
/**
 * Set when too old copies were removed: the member has to sign in again, online, and the pages say so
 * while offline. It holds nothing of the member and goes with the next copy or the next clearing.
 */
const SIGN_IN_NEEDED_KEY = "pj.offline-sign-in-needed";
const JOURNEY_PREFIX = "pj.journey.";
/** A sign-out that could not reach the server yet: sent before anything else when the network is back. */
const PENDING_SIGN_OUT_KEY = "pj.signout-pending";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The name of a week's copy: the week page reads it, the dashboard fills it ahead. */
export const weekCopyName = (week: number) => `week.${week}`;
export const dashboardCopyName = (language: string) => `dashboard.${language}`;

/** Whether an error means the request never reached the server (offline, DNS, a dropped connection). */
export function isNetworkFailure(err: unknown): boolean {
  return typeof err === "object" && err !== null && (err as { code?: unknown }).code === "network";
}

function isUnauthenticated(err: unknown): boolean {
  return typeof err === "object" && err !== null && (err as { status?: unknown }).status === 401;
}

/** The user whose copies this browser keeps, if any. */
export function offlineUser(): string | null {
  return storage()?.getItem(USER_KEY) ?? null;
}

/**
 * Reads the copy of `name` for the remembered user. Copies the server has not confirmed for longer
 * than the limit are removed instead, all of them, and the sign-in is marked as needed.
 */
export function readOfflineCopy<T>(name: string): T | undefined {
  const user = offlineUser();
  if (!user) return undefined;
  if (offlineCopyExpired(confirmedAt(), Date.now())) {
    clearOfflineData();
    markSignInNeeded(true);
    return undefined;
  }
  try {
    const raw = storage()?.getItem(`${COPY_PREFIX}${user}.${name}`);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

function confirmedAt(): number | null {
  const raw = storage()?.getItem(CONFIRMED_KEY);
  return raw ? Number(raw) : null;
}

/**
 * Keeps the answer of `name` for `user`; a different user first clears the previous one's copies.
 * Every copy is the server's answer to this member's session, so writing one records that the server
 * confirmed the session now.
 */
export function writeOfflineCopy(user: string, name: string, value: unknown) {
  const store = storage();
  if (!store) return;
  try {
    if (store.getItem(USER_KEY) !== user) {
      clearOfflineData();
      store.setItem(USER_KEY, user);
    }
    store.setItem(`${COPY_PREFIX}${user}.${name}`, JSON.stringify(value));
    store.setItem(CONFIRMED_KEY, String(Date.now()));
    markSignInNeeded(false);
  } catch {
    // Storage full or blocked: the app still works online, just without an offline copy.
  }
}

/** Changes the remembered copy of `name` (after a save, say), if there is one. */
export function updateOfflineCopy<T>(name: string, change: (copy: T) => T) {
  const user = offlineUser();
  const copy = readOfflineCopy<T>(name);
  if (user && copy !== undefined) writeOfflineCopy(user, name, change(copy));
}

/**
 * The network first, the last known copy when the server cannot be reached. `user` is the signed-in
 * user the answer belongs to (null: keep no copy).
 */
export async function withOfflineCopy<T>(
  name: string,
  fetchAnswer: () => Promise<T>,
  user: () => string | null | undefined = offlineUser,
): Promise<T> {
  try {
    const answer = await fetchAnswer();
    const owner = user();
    if (owner) writeOfflineCopy(owner, name, answer);
    return answer;
  } catch (err) {
    // The server says the session has ended (signed out elsewhere, say): nothing of it stays here.
    if (isUnauthenticated(err)) clearOfflineData();
    if (!isNetworkFailure(err)) throw err;
    const copy = readOfflineCopy<T>(name);
    if (copy === undefined) throw err;
    return copy;
  }
}

/**
 * Removes everything this browser keeps about the member: the offline copies, the autosave's unsent
 * answers, and any runtime cache (the service worker's precache holds only the build, nothing personal).
 */
export function clearOfflineData() {
  for (const store of [storage(), sessionStore()]) {
    if (!store) continue;
    try {
      const keys: string[] = [];
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i);
        if (key && (key.startsWith(COPY_PREFIX) || key.startsWith(JOURNEY_PREFIX))) keys.push(key);
      }
      for (const key of keys) store.removeItem(key);
    } catch {
      // Blocked storage holds nothing of ours either.
    }
  }
  markSignInNeeded(false);
  if (typeof caches !== "undefined") {
    void caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => !name.includes("precache")).map((name) => caches.delete(name))),
      )
      .catch(() => undefined);
  }
}

export function markSignOutPending(pending: boolean) {
  try {
    if (pending) storage()?.setItem(PENDING_SIGN_OUT_KEY, "1");
    else storage()?.removeItem(PENDING_SIGN_OUT_KEY);
  } catch {
    // Nothing to do: the server session then ends when it expires.
  }
}

export function signOutPending(): boolean {
  return storage()?.getItem(PENDING_SIGN_OUT_KEY) === "1";
}

const signInNeededListeners = new Set<() => void>();

/** Whether this browser removed a member's copies as too old: they must sign in again online. */
export function offlineSignInNeeded(): boolean {
  return storage()?.getItem(SIGN_IN_NEEDED_KEY) === "1";
}

/** Calls `listener` when `offlineSignInNeeded()` changes in this page; answers the unsubscribe. */
export function subscribeOfflineSignInNeeded(listener: () => void): () => void {
  signInNeededListeners.add(listener);
  return () => signInNeededListeners.delete(listener);
}

function markSignInNeeded(needed: boolean) {
  if (offlineSignInNeeded() === needed) return;
  try {
    if (needed) storage()?.setItem(SIGN_IN_NEEDED_KEY, "1");
    else storage()?.removeItem(SIGN_IN_NEEDED_KEY);
  } catch {
    return;
  }
  for (const listener of signInNeededListeners) listener();
}
