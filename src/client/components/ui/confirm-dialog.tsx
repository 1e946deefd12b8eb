import { Button } from "@/client/components/ui/button";
import { Dialog } from "@/client/components/ui/dialog";

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What will happen, in a sentence. */
  text: string;
  pending: boolean;
  onConfirm: () => void;
  /** The feature's own words (the admin says "Delete for good", a member "Delete"). */
  labels: { title: string; close: string; cancel: string; confirm: string };
};

/** Deleting is final, so it is asked once more in a dialog; cancel comes first, the danger last. */
export function ConfirmDialog({ open, onOpenChange, text, pending, onConfirm, labels }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title}
      description={text}
      closeLabel={labels.close}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {labels.cancel}
        </Button>
        <Button variant="danger" disabled={pending} onClick={onConfirm}>
          {labels.confirm}
        </Button>
      </div>
    </Dialog>
  );
}
