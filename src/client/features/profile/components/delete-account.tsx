import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MountOnceOpened } from "@/client/components/mount-once-opened";
import { Button } from "@/client/components/ui/button";
import { ProfileSection } from "@/client/features/profile/components/section";
import { lazyNamed } from "@/client/lib/lazy-named";

// The confirmation and its form (react-hook-form) load when first opened (decision 201).
const DeleteAccountDialog = lazyNamed(
  () => import("@/client/features/profile/components/delete-account-dialog"),
  "DeleteAccountDialog",
);

/** Deletes the account and all its data after a confirmation that names what goes. */
export function DeleteAccount() {
  const { t } = useTranslation("profile");
  const [open, setOpen] = useState(false);

  return (
    <ProfileSection title={t("delete.title")} tone="danger">
      <p className="text-muted">{t("delete.text")}</p>
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t("delete.open")}
        </Button>
      </div>
      <MountOnceOpened open={open}>
        <DeleteAccountDialog open={open} onOpenChange={setOpen} />
      </MountOnceOpened>
    </ProfileSection>
  );
}
