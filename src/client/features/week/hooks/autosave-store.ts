import type { SaveOutcome } from "@/client/features/week/api/journey-api";
import { ApiRequestError } from "@/client/lib/api";
import type { JourneyChange, JourneyEntry } from "@/shared/journey-schemas";

/** The spec's debounced save: 1000 ms after the last edit (section 9). */
export const AUTOSAVE_DELAY_MS = 1000;
const RETRY_START_MS = 1000;
const RETRY_MAX_MS = 30_000;

export type SaveStatus = "idle" | "saving" | "saved" | "offline" | "error" | "invalid" | "conflict";

type ServerCopy = { value: unknown; version: number };

type FieldState = {
  /** What the server holds as far as we know; version 0 means the field was never stored. */
  server: ServerCopy;
  local: unknown;
  dirty: boolean;
  /** Bumped on every edit, so an answer for an older edit does not mark a newer one as saved. */
  seq: number;
  /** The value's error code, null when it may be stored, undefined while it is not checked yet. */
  invalid: string | null | undefined;
  /** The other version when another tab or device changed the field meanwhile. */
  conflict: ServerCopy | null;
};

type Pending = { value: unknown; baseVersion: number };

export type AutosaveOptions = {
  week: number;
  /** Namespaces the local copies per user, so a shared browser never mixes two people's answers. */
  storagePrefix: string;
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem"> | null;
  send: (changes: JourneyChange[], options: { keepalive?: boolean }) => Promise<SaveOutcome>;
  /**
   * A value's error code, or null when it may be stored; undefined when the checks have not loaded yet
   * (decision 202): such a value waits, unsent, until `revalidate()` is called.
   */
  validate: (field: string, value: unknown) => string | null | undefined;
  isOnline?: () => boolean;
  delayMs?: number;
};

/**
 * Deep equality of JSON values. Key order does not count: the server's JSON column (PostgreSQL jsonb)
 * may hand an object back with its keys in another order than the page wrote them.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  const aKeys = Object.keys(a);
  const bRecord = b as Record<string, unknown>;
  return (
    aKeys.length === Object.keys(b).length &&
    aKeys.every(
      (key) => Object.hasOwn(bRecord, key) && sameValue((a as Record<string, unknown>)[key], bRecord[key]),
    )
  );
}

/**
 * The page's copy of one week's answers and the queue that sends them. Every edit is written to
 * local storage at once (so a crash or a closed tab loses nothing) and sent 1 s after the last edit;
 * the server compares versions per field, and a field someone else changed meanwhile becomes a
 * visible conflict instead of being overwritten.
 */
export class AutosaveStore {
  private fields = new Map<string, FieldState>();
  private listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retryDelay = RETRY_START_MS;
  private inFlight: Promise<void> | null = null;
  private again = false;
  private offline = false;
  private failed: string | null = null;
  private savedOnce = false;
  // Sends only between `start` and `dispose`: React may create a store for a render it then throws away
  // (a restarted transition), and such a store must not send (it once cleared the unsent copy before
  // the page's own store had read it, which then showed the older answer).
  private running = false;
  private snapshot = 0;

  constructor(private readonly options: AutosaveOptions) {}

  // --- subscription (useSyncExternalStore) ---
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getSnapshot = () => this.snapshot;
  private emit() {
    this.snapshot++;
    for (const listener of this.listeners) listener();
  }

  private key(field: string) {
    return `${this.options.storagePrefix}.w${this.options.week}.${field}`;
  }

  private readPending(field: string): Pending | null {
    try {
      const raw = this.options.storage?.getItem(this.key(field));
      return raw ? (JSON.parse(raw) as Pending) : null;
    } catch {
      return null;
    }
  }

  private writePending(field: string, state: FieldState) {
    try {
      this.options.storage?.setItem(
        this.key(field),
        JSON.stringify({ value: state.local, baseVersion: state.server.version } satisfies Pending),
      );
    } catch {
      // Storage full or blocked: the text is still in the page and the next save sends it.
    }
  }

  private clearPending(field: string) {
    try {
      this.options.storage?.removeItem(this.key(field));
    } catch {
      // Nothing to do: a stale copy is reconciled against the server's version on the next load.
    }
  }

  /**
   * Takes the server's answers. The page renders them first, as the server did; the copies this
   * browser kept but never sent come in when the page has mounted (`start`).
   */
  hydrate(entries: Record<string, JourneyEntry>, fields: readonly string[]) {
    for (const field of fields) {
      const entry = entries[field];
      const server: ServerCopy = entry
        ? { value: entry.value, version: entry.version }
        : { value: undefined, version: 0 };
      this.fields.set(field, {
        server,
        local: server.value,
        dirty: false,
        seq: 0,
        invalid: null,
        conflict: null,
      });
    }
    this.emit();
  }

  /** Reconciles the copies this browser kept but never sent with the server's answers. */
  private restoreUnsent() {
    let restored = false;
    for (const [field, state] of this.fields) {
      const pending = this.readPending(field);
      if (pending && !sameValue(pending.value, state.server.value)) {
        state.local = pending.value;
        state.dirty = true;
        state.invalid = this.options.validate(field, pending.value);
        if (pending.baseVersion !== state.server.version) {
          // Written elsewhere after this copy was made: show both rather than pick one.
          state.conflict = state.server;
        }
        restored = true;
      } else if (pending) {
        this.clearPending(field);
      }
    }
    if (restored) this.emit();
  }

  /**
   * Starts, once the page has mounted: restores what this browser kept unsent, and sends it at once.
   * A store React made for a render it threw away never starts, so it never reads or sends anything.
   */
  start() {
    if (this.running) return;
    this.running = true;
    this.restoreUnsent();
    if (this.unsent().length > 0) this.schedule(0);
  }

  value<T>(field: string): T | undefined {
    return this.fields.get(field)?.local as T | undefined;
  }

  fieldError(field: string): string | null {
    return this.fields.get(field)?.invalid ?? null;
  }

  /** The checks have loaded: judges every value that waited for them, and sends what may go. */
  revalidate() {
    let waiting = false;
    for (const [field, state] of this.fields) {
      if (state.invalid !== undefined) continue;
      state.invalid = this.options.validate(field, state.local);
      waiting ||= state.dirty;
    }
    this.emit();
    // A running debounce sends them when it ends; otherwise they were held back and go now.
    if (waiting && !this.timer) this.schedule(0);
  }

  conflict(field: string): { mine: unknown; theirs: unknown } | null {
    const state = this.fields.get(field);
    return state?.conflict ? { mine: state.local, theirs: state.conflict.value } : null;
  }

  conflictFields(): string[] {
    return [...this.fields].filter(([, state]) => state.conflict).map(([field]) => field);
  }

  set(field: string, value: unknown) {
    const state = this.fields.get(field);
    if (!state) throw new Error(`Unknown journey field ${field}`);
    state.local = value;
    state.seq++;
    state.dirty = !sameValue(value, state.server.value) || state.conflict !== null;
    state.invalid = this.options.validate(field, value);
    if (state.dirty) this.writePending(field, state);
    else this.clearPending(field);
    this.failed = null;
    this.emit();
    this.schedule(this.options.delayMs ?? AUTOSAVE_DELAY_MS);
  }

  /** Settles a conflict with the value the user chose (theirs, mine, or both merged). */
  resolve(field: string, value: unknown) {
    const state = this.fields.get(field);
    if (!state?.conflict) return;
    state.server = state.conflict;
    state.conflict = null;
    this.set(field, value);
    this.schedule(0);
  }

  hasUnsaved(): boolean {
    return this.inFlight !== null || [...this.fields.values()].some((state) => state.dirty);
  }

  status(): SaveStatus {
    const states = [...this.fields.values()];
    if (states.some((state) => state.conflict)) return "conflict";
    if (states.some((state) => state.dirty && state.invalid)) return "invalid";
    if (this.offline && states.some((state) => state.dirty)) return "offline";
    if (this.failed) return "error";
    if (this.inFlight || states.some((state) => state.dirty)) return "saving";
    return this.savedOnce ? "saved" : "idle";
  }

  errorCode(): string | null {
    return this.failed;
  }

  private unsent() {
    return [...this.fields].filter(([, state]) => state.dirty && state.invalid === null && !state.conflict);
  }

  private schedule(delay: number) {
    if (!this.running) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delay);
  }

  /** The network is back: send right away instead of waiting for the back-off. */
  online = () => {
    this.retryDelay = RETRY_START_MS;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    void this.flush();
  };

  flush(options: { keepalive?: boolean } = {}): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.inFlight) {
      this.again = true;
      return this.inFlight;
    }
    // Values still waiting for the checks ask again (which retries a download that failed).
    for (const [field, state] of this.fields) {
      if (state.dirty && state.invalid === undefined)
        state.invalid = this.options.validate(field, state.local);
    }
    const batch = this.unsent();
    if (batch.length === 0) {
      this.emit();
      return Promise.resolve();
    }
    if (this.options.isOnline && !this.options.isOnline()) {
      this.offline = true;
      this.emit();
      this.retryLater();
      return Promise.resolve();
    }
    const sent = batch.map(([field, state]) => ({
      field,
      value: state.local,
      seq: state.seq,
      base: state.server.version,
    }));
    this.inFlight = this.send(sent, options).finally(() => {
      this.inFlight = null;
      this.emit();
      if (this.again) {
        this.again = false;
        // An edit made meanwhile has its own debounce timer running; only other leftovers go at once.
        if (!this.timer && this.unsent().length > 0 && !this.offline) void this.flush();
      }
    });
    this.emit();
    return this.inFlight;
  }

  private async send(
    sent: Array<{ field: string; value: unknown; seq: number; base: number }>,
    options: { keepalive?: boolean },
  ) {
    let outcome: SaveOutcome;
    try {
      outcome = await this.options.send(
        sent.map(({ field, value, base }) => ({ field, value, baseVersion: base })),
        options,
      );
    } catch (err) {
      const status = err instanceof ApiRequestError ? err.status : 0;
      if (status === 0 || status >= 500 || status === 429) {
        this.offline = status === 0;
        this.failed = status === 0 ? null : err instanceof ApiRequestError ? err.code : "internal_error";
        this.retryLater();
      } else if (err instanceof ApiRequestError && err.code === "validation_failed" && err.fields) {
        for (const [field, code] of Object.entries(err.fields)) {
          const state = this.fields.get(field);
          if (state) state.invalid = code;
        }
      } else {
        this.failed = err instanceof ApiRequestError ? err.code : "internal_error";
      }
      return;
    }
    this.offline = false;
    this.failed = null;
    this.retryDelay = RETRY_START_MS;
    if (outcome.kind === "saved") {
      this.savedOnce = true;
      for (const { field, seq } of sent) {
        const entry = outcome.entries[field];
        const state = this.fields.get(field);
        if (!entry || !state) continue;
        state.server = { value: entry.value, version: entry.version };
        if (state.seq === seq) {
          state.dirty = false;
          this.clearPending(field);
        } else {
          // Typed on while this was on its way: keep the newer text, now based on the new version.
          this.writePending(field, state);
          this.again = true;
        }
      }
      return;
    }
    for (const { field } of sent) {
      const theirs = outcome.conflicts[field];
      const state = this.fields.get(field);
      if (!state) continue;
      if (!theirs) {
        this.again = true; // Not in conflict itself; the batch was refused as a whole.
        continue;
      }
      if (sameValue(theirs.value, state.local)) {
        state.server = { value: theirs.value, version: theirs.version };
        state.dirty = false;
        this.clearPending(field);
      } else {
        state.conflict = { value: theirs.value, version: theirs.version };
      }
    }
  }

  private retryLater() {
    if (this.retryTimer || !this.running) return;
    const delay = this.retryDelay;
    this.retryDelay = Math.min(this.retryDelay * 2, RETRY_MAX_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
    }, delay);
  }

  /** The page goes away: one last attempt that outlives it, then no more timers. */
  dispose() {
    if (!this.inFlight && this.unsent().length > 0) void this.flush({ keepalive: true });
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
  }
}
