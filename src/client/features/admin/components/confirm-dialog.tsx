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

/** Spec 5: an admin delete is confirmed first. The safe choice (cancel) has the focus. */
export function ConfirmDialog({ open, onOpenChange, text, pending, onConfirm }: Props) {
  const { t } = useTranslation("admin");
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("common.confirmTitle")}
      description={text}
      closeLabel={t("common.close")}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t("common.cancel")}
        </Button>
        <Button variant="danger" disabled={pending} onClick={onConfirm}>
          {t("common.confirmDelete")}
        </Button>
      </div>
    </Dialog>
  );
}
