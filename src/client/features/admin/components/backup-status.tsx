import { useTranslation } from "react-i18next";
import { Alert } from "@/client/components/ui/alert";
import { useAdminFormat } from "@/client/features/admin/components/format";
import type { BackupStatus } from "@/shared/admin";

const FAILURE_KINDS = ["no_space", "missing_folder", "not_writable", "dump_failed", "other"] as const;
type FailureKind = (typeof FAILURE_KINDS)[number];
const kindOf = (kind: string): FailureKind =>
  (FAILURE_KINDS as readonly string[]).includes(kind) ? (kind as FailureKind) : "other";

/**
 * The overview's backup line (decision 257): the last backup's time and size, a warning when none
 * succeeded within the server's limit (26 hours), the last attempt's failure and a failed off-site copy.
 */
export function BackupStatusSection({ status }: { status: BackupStatus }) {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const { lastSuccess, lastFailure } = status;
  return (
    <section aria-labelledby="backup-heading" className="flex flex-col gap-2">
      <h2 id="backup-heading" className="text-lg font-semibold">
        {t("overview.backup.title")}
      </h2>
      {status.stale ? (
        <Alert
          tone="warning"
          role="alert"
          title={t("overview.backup.staleTitle", { hours: status.staleHours })}
        >
          {t("overview.backup.staleText")}
        </Alert>
      ) : null}
      <p className="text-sm">
        {lastSuccess
          ? t("overview.backup.last", {
              time: format.dateTime(lastSuccess.at),
              size: format.fileSize(lastSuccess.sizeBytes),
            })
          : t("overview.backup.none")}
      </p>
      {lastFailure ? (
        <p className="text-sm text-danger">
          {t("overview.backup.failed", {
            time: format.dateTime(lastFailure.at),
            reason: t(`overview.backup.kinds.${kindOf(lastFailure.kind)}`),
          })}
        </p>
      ) : null}
      {lastSuccess?.afterCommandFailed ? (
        <p className="text-sm text-danger">{t("overview.backup.afterCommandFailed")}</p>
      ) : null}
    </section>
  );
}
