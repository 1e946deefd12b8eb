import { useEffect } from "react";
import { useBlocker } from "react-router";
import { MountOnceOpened } from "@/client/components/mount-once-opened";
import { loadJourneyChecks } from "@/client/features/week/hooks/journey-checks";
import type { WeekAutosave } from "@/client/features/week/hooks/use-week-autosave";
import { lazyNamed } from "@/client/lib/lazy-named";

// The question's dialog loads when first needed, not with the page (decisions 201, 202).
const LeaveDialog = lazyNamed(() => import("@/client/features/week/components/leave-dialog"), "LeaveDialog");

/**
 * In-app navigation with unsent changes: send them first and go on if that works; only when it
 * does not (offline, say) ask, since the text then waits on this device.
 */
export function LeaveGuard({ autosave }: { autosave: WeekAutosave }) {
  const { store } = autosave;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      store.hasUnsaved() && currentLocation.pathname !== nextLocation.pathname,
  );
  const blocked = blocker.state === "blocked";

  useEffect(() => {
    if (!blocked) return;
    let cancelled = false;
    // A change made before the journey checks loaded waits for them (decision 202), so wait too.
    void loadJourneyChecks()
      .catch(() => undefined)
      .then(() => store.flush())
      .then(() => {
        if (!cancelled && !store.hasUnsaved()) blocker.proceed?.();
      });
    return () => {
      cancelled = true;
    };
  }, [blocked, blocker, store]);

  const ask = blocked && autosave.status !== "saving";
  return (
    <MountOnceOpened open={ask}>
      <LeaveDialog open={ask} onLeave={() => blocker.proceed?.()} onStay={() => blocker.reset?.()} />
    </MountOnceOpened>
  );
}
