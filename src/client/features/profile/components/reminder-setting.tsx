import { useTranslation } from "react-i18next";
import { Checkbox } from "@/client/components/ui/checkbox";
import { useUpdateProfile } from "@/client/features/profile/api/profile-api";
import { ProfileSection } from "@/client/features/profile/components/section";
import { errorMessage } from "@/client/lib/error-message";
import { toast } from "@/client/lib/toast";

/** The opt-in for a weekly e-mail when the next week is recommended; saved as soon as it is ticked. */
export function ReminderSetting({ weeklyReminder }: { weeklyReminder: boolean }) {
  const { t } = useTranslation("profile");
  const update = useUpdateProfile();
  const checked = update.isPending ? Boolean(update.variables?.weeklyReminder) : weeklyReminder;
  return (
    <ProfileSection title={t("reminders.title")}>
      <Checkbox
        checked={checked}
        disabled={update.isPending}
        onCheckedChange={(value) =>
          update.mutate(
            { weeklyReminder: value },
            {
              onSuccess: () => toast.success(t(value ? "reminders.on" : "reminders.off")),
              onError: (err) => toast.error(errorMessage(t, err)),
            },
          )
        }
        label={t("reminders.weekly")}
      />
      <p className="text-sm text-muted">{t("reminders.hint")}</p>
    </ProfileSection>
  );
}
