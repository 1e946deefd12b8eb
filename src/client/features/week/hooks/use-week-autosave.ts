import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { saveEntries } from "@/client/features/week/api/journey-api";
import { AutosaveStore } from "@/client/features/week/hooks/autosave-store";
import { journeyChecks, loadJourneyChecks } from "@/client/features/week/hooks/journey-checks";
import type { JourneyEntry } from "@/shared/journey-schemas";

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * One week's answers with autosave: read and write fields, see the save state, settle conflicts.
 * Sends again when the browser comes back online and warns before the tab closes with unsent text.
 */
export function useWeekAutosave(input: {
  week: number;
  userId: string;
  entries: Record<string, JourneyEntry>;
  fields: readonly string[];
}) {
  const [store] = useState(() => {
    const created = new AutosaveStore({
      week: input.week,
      storagePrefix: `pj.journey.${input.userId}`,
      storage: browserStorage(),
      send: (changes, options) => saveEntries(input.week, changes, options),
      // The checks load apart from the page (decision 202); a value changed before they are here
      // waits for them, and `revalidate` judges it when they arrive.
      validate: (field, value) => {
        const check = journeyChecks();
        if (check) return check(input.week, field, value);
        void loadJourneyChecks().then(
          () => created.revalidate(),
          () => undefined,
        );
        return undefined;
      },
      isOnline: () => typeof navigator === "undefined" || navigator.onLine,
    });
    created.hydrate(input.entries, input.fields);
    return created;
  });
  useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  useEffect(() => {
    store.start();
    // Fetched at the first focus or press on the page (decision 226): a visit to read evaluates no
    // zod, and the checks are normally there by the first change, which otherwise waits for them.
    const loadChecks = () => void loadJourneyChecks().catch(() => undefined);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!store.hasUnsaved()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    const onHidden = () => {
      if (document.visibilityState === "hidden") void store.flush({ keepalive: true });
    };
    document.addEventListener("focusin", loadChecks, true);
    document.addEventListener("pointerdown", loadChecks, true);
    window.addEventListener("online", store.online);
    // Coming back to the tab (after signing in again elsewhere, say) is a good moment to retry.
    window.addEventListener("focus", store.online);
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      document.removeEventListener("focusin", loadChecks, true);
      document.removeEventListener("pointerdown", loadChecks, true);
      window.removeEventListener("online", store.online);
      window.removeEventListener("focus", store.online);
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("visibilitychange", onHidden);
      store.dispose();
    };
  }, [store]);

  const value = useCallback(<T>(field: string, fallback: T): T => store.value<T>(field) ?? fallback, [store]);
  const set = useCallback((field: string, next: unknown) => store.set(field, next), [store]);

  return {
    store,
    value,
    set,
    status: store.status(),
    errorCode: store.errorCode(),
    fieldError: (field: string) => store.fieldError(field),
    conflict: (field: string) => store.conflict(field),
    resolve: (field: string, next: unknown) => store.resolve(field, next),
    flush: () => store.flush(),
  };
}

export type WeekAutosave = ReturnType<typeof useWeekAutosave>;
