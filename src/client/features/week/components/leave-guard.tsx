import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";
import { Button } from "@/client/components/ui/button";
import { Dialog } from "@/client/components/ui/dialog";
import type { WeekAutosave } from "@/client/features/week/hooks/use-week-autosave";

/**
 * In-app navigation with unsent changes: send them first and go on if that works; only when it
 * does not (offline, say) ask, since the text then waits on this device.
 */
export function LeaveGuard({ autosave }: { autosave: WeekAutosave }) {
  const { t } = useTranslation("week");
  const { store } = autosave;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      store.hasUnsaved() && currentLocation.pathname !== nextLocation.pathname,
  );
  const blocked = blocker.state === "blocked";
  // The dialog opens on the safe choice: Enter or Space by reflex must not throw the text away.
  const stayRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!blocked) return;
    let cancelled = false;
    void store.flush().then(() => {
      if (!cancelled && !store.hasUnsaved()) blocker.proceed?.();
    });
    return () => {
      cancelled = true;
    };
  }, [blocked, blocker, store]);

  const ask = blocked && autosave.status !== "saving";
  return (
    <Dialog
      open={ask}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title={t("leave.title")}
      description={t("leave.text")}
      closeLabel={t("leave.stay")}
      initialFocusRef={stayRef}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => blocker.proceed?.()}>
          {t("leave.leave")}
        </Button>
        <Button ref={stayRef} onClick={() => blocker.reset?.()}>
          {t("leave.stay")}
        </Button>
      </div>
    </Dialog>
  );
}
