import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input, Textarea } from "@/client/components/ui/input";
import { useSetSuspension } from "@/client/features/admin/api/admin-api";
import { useAdminFormat } from "@/client/features/admin/components/format";
import { errorMessage } from "@/client/lib/error-message";
import { toast } from "@/client/lib/toast";
import type { AdminUserDetails } from "@/shared/admin";
import { SUSPENSION_DAYS, SUSPENSION_REASON_MAX } from "@/shared/report-kinds";

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
        <form onSubmit={(event) => void suspend(event)} noValidate className="flex flex-col gap-3">
          <p className="text-muted">{t("suspension.intro")}</p>
          <FormField label={t("suspension.days")}>
            <Input
              type="number"
              inputMode="numeric"
              min={SUSPENSION_DAYS.min}
              max={SUSPENSION_DAYS.max}
              value={days}
              onChange={(event) => setDays(event.target.value)}
              className="max-w-32"
            />
          </FormField>
          <FormField label={t("suspension.reason")} error={invalid ? t("suspension.invalid") : undefined}>
            <Textarea
              rows={2}
              maxLength={SUSPENSION_REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
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
