import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Dialog } from "@/client/components/ui/dialog";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  text: string;
  pending: boolean;
  onConfirm: () => void;
};

/** Deleting is final, so it is asked once more in a dialog. */
export function ConfirmDeleteDialog({ open, onOpenChange, text, pending, onConfirm }: Props) {
  const { t } = useTranslation("community");
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("confirm.title")}
      description={text}
      closeLabel={t("confirm.close")}
    >
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t("confirm.cancel")}
        </Button>
        <Button variant="danger" disabled={pending} onClick={onConfirm}>
          {t("confirm.confirm")}
        </Button>
      </div>
    </Dialog>
  );
}
