import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Dialog } from "@/client/components/ui/dialog";
import { useSetAdmin } from "@/client/features/admin/api/admin-api";
import { ApiRequestError } from "@/client/lib/api";
import { errorMessage } from "@/client/lib/error-message";
import { toast } from "@/client/lib/toast";
import type { AdminUserRow } from "@/shared/admin";

/** Asks before granting or removing the admin role, then reports the outcome as a toast. */
export function AdminRoleDialog({
  user,
  onOpenChange,
}: {
  user: Pick<AdminUserRow, "id" | "name" | "isAdmin"> | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("admin");
  const setAdmin = useSetAdmin();
  if (!user) return null;
  const grant = !user.isAdmin;
  const name = user.name;

  const confirm = () =>
    setAdmin.mutate(
      { id: user.id, admin: grant },
      {
        onSuccess: () => {
          toast.success(t(grant ? "users.granted" : "users.revoked", { name }));
          onOpenChange(false);
        },
        onError: (error) => {
          const message =
            error instanceof ApiRequestError && error.code === "last_admin"
              ? t("users.lastAdmin")
              : errorMessage(t, error);
          toast.error(t("users.changeError", { message }));
          onOpenChange(false);
        },
      },
    );

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t(grant ? "users.grantTitle" : "users.revokeTitle", { name })}
      description={t(grant ? "users.grantText" : "users.revokeText", { name })}
      closeLabel={t("sidebar.close")}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t("users.cancel")}
        </Button>
        <Button variant={grant ? "primary" : "danger"} onClick={confirm} disabled={setAdmin.isPending}>
          {t(grant ? "users.grantAdmin" : "users.revokeAdmin")}
        </Button>
      </div>
    </Dialog>
  );
}
