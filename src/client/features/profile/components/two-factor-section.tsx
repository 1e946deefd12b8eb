import { useQueryClient } from "@tanstack/react-query";
import ShieldCheck from "lucide-react/icons/shield-check";
import ShieldOff from "lucide-react/icons/shield-off";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { MountOnceOpened } from "@/client/components/mount-once-opened";
import { Button } from "@/client/components/ui/button";
import { LoadingState } from "@/client/components/ui/spinner";
import { deviceSessionsQuery } from "@/client/features/profile/api/profile-api";
import { ProfileSection } from "@/client/features/profile/components/section";
import { lazyNamed } from "@/client/lib/lazy-named";
import { sessionQuery, useSession } from "@/client/lib/session";
import { toast } from "@/client/lib/toast";

// The setup (QR encoder, its words) loads when a member starts it, not with the profile page.
const loadSetup = () => import("@/client/components/two-factor/two-factor-setup");
const TwoFactorSetup = lazyNamed(loadSetup, "TwoFactorSetup");
const BackupCodes = lazyNamed(loadSetup, "BackupCodes");
// The password dialog and its form (react-hook-form) load when first opened (decision 201).
const PasswordDialog = lazyNamed(
  () => import("@/client/features/profile/components/two-factor-password-dialog"),
  "PasswordDialog",
);

type Action = "disable" | "newCodes";

/**
 * /profile: two-factor sign-in for every member (decision 170) — switch it on (password, QR code, a
 * first code, backup codes), make new backup codes, or switch it off, both with the password.
 */
export function TwoFactorSection() {
  const { t } = useTranslation("profile");
  const queryClient = useQueryClient();
  const session = useSession();
  const [settingUp, setSettingUp] = useState(false);
  const [action, setAction] = useState<Action | null>(null);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const user = session.data?.user;
  if (!user) return null;
  const on = user.twoFactorEnabled;

  // Switching on or off re-issues this session and ends the others: re-read both.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: deviceSessionsQuery.queryKey }),
    ]);

  return (
    <ProfileSection title={t("twoFactor.title")}>
      <p className="flex items-center gap-2 font-medium">
        {on ? (
          <ShieldCheck aria-hidden size={20} className="text-success" />
        ) : (
          <ShieldOff aria-hidden size={20} className="text-muted" />
        )}
        {on ? t("twoFactor.statusOn") : t("twoFactor.statusOff")}
      </p>
      <p className="text-muted">{on ? t("twoFactor.textOn") : t("twoFactor.textOff")}</p>
      {session.data?.isAdmin ? <p className="text-sm text-muted">{t("twoFactor.adminNote")}</p> : null}
      {newCodes ? (
        <Suspense fallback={<LoadingState label={t("loading", { ns: "common" })} />}>
          <BackupCodes codes={newCodes} email={user.email} onDone={() => setNewCodes(null)} />
        </Suspense>
      ) : on ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="secondary" onClick={() => setAction("newCodes")}>
            {t("twoFactor.newCodes")}
          </Button>
          <Button variant="secondary" onClick={() => setAction("disable")}>
            {t("twoFactor.disable")}
          </Button>
        </div>
      ) : settingUp ? (
        // The setup's words load with it (the "security" namespace), not with the profile page.
        <Suspense fallback={<LoadingState label={t("loading", { ns: "common" })} />}>
          <TwoFactorSetup
            email={user.email}
            onCancel={() => setSettingUp(false)}
            onDone={() => {
              setSettingUp(false);
              toast.success(t("twoFactor.enabled"));
              void refresh();
            }}
          />
        </Suspense>
      ) : (
        <div>
          <Button onClick={() => setSettingUp(true)}>{t("twoFactor.enable")}</Button>
        </div>
      )}
      <MountOnceOpened open={action !== null}>
        <PasswordDialog
          action={action}
          onClose={() => setAction(null)}
          onDone={async (result) => {
            setAction(null);
            if (result.backupCodes) {
              setNewCodes(result.backupCodes);
              toast.success(t("twoFactor.newCodesDone"));
            } else {
              toast.success(t("twoFactor.disabled"));
              await refresh();
            }
          }}
        />
      </MountOnceOpened>
    </ProfileSection>
  );
}
