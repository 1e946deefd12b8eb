import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Dialog } from "@/client/components/ui/dialog";

/** The question when unsent text could not be sent before leaving (leave-guard.tsx). */
export function LeaveDialog({
  open,
  onLeave,
  onStay,
}: {
  open: boolean;
  onLeave: () => void;
  onStay: () => void;
}) {
  const { t } = useTranslation("week");
  // The dialog opens on the safe choice: Enter or Space by reflex must not throw the text away.
  const stayRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onStay();
      }}
      title={t("leave.title")}
      description={t("leave.text")}
      closeLabel={t("leave.stay")}
      initialFocusRef={stayRef}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onLeave}>
          {t("leave.leave")}
        </Button>
        <Button ref={stayRef} onClick={onStay}>
          {t("leave.stay")}
        </Button>
      </div>
    </Dialog>
  );
}
