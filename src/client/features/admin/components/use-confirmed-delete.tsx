import { useState } from "react";
import { ConfirmDialog } from "@/client/components/ui/confirm-dialog";
import { type DeletableKind, useAdminDelete } from "@/client/features/admin/api/admin-content-api";
import { adminError } from "@/client/features/admin/components/messages";
import { toast } from "@/client/lib/toast";
import type { AnyT } from "@/client/lib/translate-code";

type Target = {
  kind: DeletableKind;
  id: string;
  /** What will be deleted, in a sentence. */
  text: string;
  /** The spec's toasts: "Post deleted successfully" / "Error deleting post: {message}". */
  done: string;
  failed: (message: string) => string;
};

/** Asks, then deletes and reports with the spec's toast; the lists refresh either way. */
export function useConfirmedDelete(t: AnyT) {
  const remove = useAdminDelete();
  const [target, setTarget] = useState<Target | null>(null);
  const confirm = () => {
    if (!target) return;
    remove.mutate(target, {
      onSuccess: () => toast.success(target.done),
      onError: (error) => toast.error(target.failed(adminError(t, error))),
      onSettled: () => setTarget(null),
    });
  };
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && setTarget(null)}
      text={target?.text ?? ""}
      pending={remove.isPending}
      onConfirm={confirm}
      labels={{
        title: t("common.confirmTitle"),
        close: t("common.close"),
        cancel: t("common.cancel"),
        confirm: t("common.confirmDelete"),
      }}
    />
  );
  return { ask: setTarget, dialog };
}
