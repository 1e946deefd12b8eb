import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { useSetSuspension } from "@/client/features/admin/api/admin-api";
import { useAdminFormat } from "@/client/features/admin/components/format";
import { errorMessage } from "@/client/lib/error-message";
import { toast } from "@/client/lib/toast";
import type { AdminUserDetails } from "@/shared/admin";
import { SUSPENSION_DAYS, SUSPENSION_REASON_MAX } from "@/shared/report-kinds";

const FIELD =
  "w-full rounded-md border border-control bg-surface px-3 py-2 text-base text-foreground focus-visible:border-primary aria-invalid:border-danger";

/**
 * "Aus der Community ausschließen" in the user's details (decision 185): 1–365 days and a reason; while
 * it runs, its end and reason with a button to lift it. Both are recorded in the audit log.
 */
export function SuspensionSection({ user }: { user: AdminUserDetails }) {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const set = useSetSuspension();
  const [days, setDays] = useState("7");
  const [reason, setReason] = useState("");
  const [invalid, setInvalid] = useState(false);
  const active = user.communitySuspension;
  const id = useId();

  const suspend = async (event: React.FormEvent) => {
    event.preventDefault();
    const n = Number(days);
    if (!Number.isInteger(n) || n < SUSPENSION_DAYS.min || n > SUSPENSION_DAYS.max || !reason.trim()) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    try {
      const res = await set.mutateAsync({ id: user.id, days: n, reason: reason.trim() });
      const until = res.user.communitySuspension?.until;
      toast.success(t("suspension.suspended", { name: user.name, date: until ? format.date(until) : "" }));
      setReason("");
    } catch (err) {
      toast.error(t("reports.actionError", { message: errorMessage(t, err) }));
    }
  };
  const lift = async () => {
    try {
      await set.mutateAsync({ id: user.id });
      toast.success(t("suspension.lifted", { name: user.name }));
    } catch (err) {
      toast.error(t("reports.actionError", { message: errorMessage(t, err) }));
    }
  };

  return (
    <section aria-labelledby="suspension-title" className="flex flex-col gap-3">
      <h3 id="suspension-title" className="font-semibold">
        {t("suspension.title")}
      </h3>
      {active ? (
        <Alert
          tone="warning"
          title={t("suspension.active", { date: format.date(active.until) })}
          action={
            <Button variant="secondary" size="sm" disabled={set.isPending} onClick={() => void lift()}>
              {t("suspension.lift")}
            </Button>
          }
        >
          {t("suspension.activeReason", { reason: active.reason })}
        </Alert>
      ) : (
        <form
          method="post"
          onSubmit={(event) => void suspend(event)}
          noValidate
          className="flex flex-col gap-3"
        >
          <p className="text-muted">{t("suspension.intro")}</p>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-days`} className="text-sm font-medium">
              {t("suspension.days")}
            </label>
            <input
              id={`${id}-days`}
              type="number"
              inputMode="numeric"
              min={SUSPENSION_DAYS.min}
              max={SUSPENSION_DAYS.max}
              value={days}
              onChange={(event) => setDays(event.target.value)}
              className={`${FIELD} h-11 max-w-32`}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-reason`} className="text-sm font-medium">
              {t("suspension.reason")}
            </label>
            <textarea
              id={`${id}-reason`}
              rows={2}
              maxLength={SUSPENSION_REASON_MAX}
              value={reason}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${id}-error` : undefined}
              onChange={(event) => setReason(event.target.value)}
              className={FIELD}
            />
            {invalid ? (
              <p id={`${id}-error`} role="alert" className="text-sm text-danger">
                {t("suspension.invalid")}
              </p>
            ) : null}
          </div>
          <div className="flex justify-end">
            <Button type="submit" variant="danger" disabled={set.isPending}>
              {t("suspension.submit")}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
