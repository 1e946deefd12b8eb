import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ProfileSection } from "@/client/features/profile/components/section";
import { api, call } from "@/client/lib/api-client";
import { errorMessage } from "@/client/lib/error-message";
import { toast } from "@/client/lib/toast";
import { MAIL_MODES, type MailMode, NOTIFICATION_KINDS } from "@/shared/notification-kinds";
import type { MailSettings } from "@/shared/notifications";

const KEY = ["notifications", "mail-settings"] as const;

/** One choice per kind of notification: "Sofort" / "Tägliche Zusammenfassung" / "Aus" (decision 182). */
export function NotificationMailSettings() {
  const { t } = useTranslation("profile");
  const baseId = useId();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => call(() => api.notifications["mail-settings"].$get({}, { init: { signal } })),
  });
  const save = useMutation({
    mutationFn: (input: Partial<MailSettings>) =>
      call(() => api.notifications["mail-settings"].$put({ json: input })),
    onSuccess: (data) => {
      queryClient.setQueryData(KEY, data);
      toast.success(t("notificationMails.saved"));
    },
    onError: (err) => toast.error(errorMessage(t, err)),
  });
  return (
    <ProfileSection title={t("notificationMails.title")}>
      <p className="text-muted">{t("notificationMails.intro")}</p>
      {settings.data ? (
        <div className="flex flex-col gap-3">
          {NOTIFICATION_KINDS.map((kind) => (
            <div key={kind} className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:justify-between">
              <label htmlFor={`${baseId}-${kind}`} className="text-sm font-medium">
                {t(`notificationMails.kinds.${kind}`)}
              </label>
              <select
                id={`${baseId}-${kind}`}
                value={settings.data[kind]}
                disabled={save.isPending}
                onChange={(event) => save.mutate({ [kind]: event.target.value as MailMode })}
                className="h-11 rounded-md border border-control bg-surface px-3 text-base sm:w-64"
              >
                {MAIL_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {t(`notificationMails.modes.${mode}`)}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      ) : (
        <p className="text-muted">{t("loading", { ns: "common" })}</p>
      )}
    </ProfileSection>
  );
}
