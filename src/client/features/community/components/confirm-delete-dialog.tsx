import { useTranslation } from "react-i18next";
import { ConfirmDialog, type ConfirmDialogProps } from "@/client/components/ui/confirm-dialog";

/** The shared question with the community's words. */
export function ConfirmDeleteDialog(props: Omit<ConfirmDialogProps, "labels">) {
  const { t } = useTranslation("community");
  const labels = {
    title: t("confirm.title"),
    close: t("confirm.close"),
    cancel: t("confirm.cancel"),
    confirm: t("confirm.confirm"),
  };
  return <ConfirmDialog {...props} labels={labels} />;
}
