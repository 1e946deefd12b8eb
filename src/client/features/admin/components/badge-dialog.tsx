import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Dialog } from "@/client/components/ui/dialog";
import { useSetBadge } from "@/client/features/admin/api/admin-content-api";
import { adminError } from "@/client/features/admin/components/messages";
import { toast } from "@/client/lib/toast";
import type { AdminUserRow } from "@/shared/admin";

/** Asks before granting or removing the graduate badge, then reports the outcome as a toast. */
export function BadgeDialog({
  user,
  onOpenChange,
}: {
  user: Pick<AdminUserRow, "id" | "name" | "badges"> | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("admin");
  const setBadge = useSetBadge();
  if (!user) return null;
  const grant = !user.badges.includes("graduate");
  const name = user.name;
  const confirm = () =>
    setBadge.mutate(
      { id: user.id, granted: grant },
      {
        onSuccess: () => toast.success(t(grant ? "users.badgeGranted" : "users.badgeRevoked", { name })),
        onError: (error) => toast.error(t("users.badgeError", { message: adminError(t, error) })),
        onSettled: () => onOpenChange(false),
      },
    );
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t(grant ? "users.grantBadgeTitle" : "users.revokeBadgeTitle", { name })}
      description={t(grant ? "users.grantBadgeText" : "users.revokeBadgeText", { name })}
      closeLabel={t("common.close")}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t("users.cancel")}
        </Button>
        <Button variant={grant ? "primary" : "danger"} onClick={confirm} disabled={setBadge.isPending}>
          {t(grant ? "users.grantBadge" : "users.revokeBadge")}
        </Button>
      </div>
    </Dialog>
  );
}
