import { useEffect } from "react";
import { useBlocker } from "react-router";
import { MountOnceOpened } from "@/client/components/mount-once-opened";
import { loadJourneyChecks } from "@/client/features/week/hooks/journey-checks";
import type { WeekAutosave } from "@/client/features/week/hooks/use-week-autosave";
import { lazyNamed } from "@/client/lib/lazy-named";
import { whenIdle } from "@/client/lib/when-idle";

// The question's dialog is not part of the page's first load (decisions 201, 202), but it is fetched
// once the page is idle rather than when first needed: it is needed mostly offline, when it could no
// longer be fetched (the page then fell to its error screen).
const loadLeaveDialog = () => import("@/client/features/week/components/leave-dialog");
const LeaveDialog = lazyNamed(loadLeaveDialog, "LeaveDialog");

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

  useEffect(() => whenIdle(() => void loadLeaveDialog().catch(() => undefined)), []);

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
