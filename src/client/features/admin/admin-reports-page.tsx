import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { ConfirmDialog } from "@/client/components/ui/confirm-dialog";
import { LoadingState } from "@/client/components/ui/spinner";
import { adminReportsQuery, useHandleReport } from "@/client/features/admin/api/admin-api";
import { AdminPageIntro } from "@/client/features/admin/components/admin-page-intro";
import { useAdminFormat } from "@/client/features/admin/components/format";
import { LoadError } from "@/client/features/admin/components/load-error";
import { Pager } from "@/client/features/admin/components/pager";
import { usePageParam } from "@/client/features/admin/components/use-page-param";
import { errorMessage } from "@/client/lib/error-message";
import { toast } from "@/client/lib/toast";
import { type AdminReport, REPORT_REASONS } from "@/shared/report-kinds";

/**
 * /admin/reports, "Meldungen" (decision 184): every reported item once, with its content, author,
 * reasons and how many reported it. "Inhalt löschen" asks once more; both actions land in the audit log.
 */
export function AdminReportsPage() {
  const { t } = useTranslation("admin");
  const [page, setPage] = usePageParam("page");
  const reports = useQuery(adminReportsQuery(page));
  const [deleting, setDeleting] = useState<AdminReport | null>(null);
  const handle = useHandleReport();

  const act = async (report: AdminReport, action: "delete" | "close") => {
    try {
      await handle.mutateAsync({ type: report.itemType, id: report.itemId, action });
      toast.success(action === "delete" ? t("reports.deleted") : t("reports.closed"));
    } catch (err) {
      toast.error(t("reports.actionError", { message: errorMessage(t, err) }));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section>
      <AdminPageIntro page="reports" />
      <LoadError title={t("reports.loadError")} query={reports} className="mb-4" />
      {reports.isPending ? (
        <LoadingState label={t("loading")} />
      ) : reports.isLoadingError ? null : reports.data.total === 0 ? (
        <p className="text-muted" role="status">
          {t("reports.empty")}
        </p>
      ) : (
        <>
          <p className="mb-4 text-sm text-muted" role="status">
            {t("reports.openCount", { count: reports.data.total })}
          </p>
          <ul className="flex flex-col gap-4">
            {reports.data.items.map((report) => (
              <ReportCard
                key={report.itemId}
                report={report}
                pending={handle.isPending}
                onDelete={() => setDeleting(report)}
                onClose={() => void act(report, "close")}
              />
            ))}
          </ul>
          <Pager
            page={reports.data.page}
            pageSize={reports.data.pageSize}
            total={reports.data.total}
            onPage={setPage}
          />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        text={t("reports.deleteText")}
        pending={handle.isPending}
        onConfirm={() => {
          if (deleting) void act(deleting, "delete");
        }}
        labels={{
          title: t("reports.deleteTitle"),
          close: t("common.close"),
          cancel: t("common.cancel"),
          confirm: t("reports.delete"),
        }}
      />
    </section>
  );
}

function ReportCard({
  report,
  pending,
  onDelete,
  onClose,
}: {
  report: AdminReport;
  pending: boolean;
  onDelete: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const headingId = `report-${report.itemId}`;
  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-border bg-surface p-4">
      <p className="text-sm text-muted">
        <span className="font-medium text-foreground">{t(`reports.types.${report.itemType}`)}</span>{" "}
        {t("reports.by", { name: report.author.name ?? t("reports.unknownAuthor") })}
      </p>
      <h2 id={headingId} className="mt-1 font-semibold break-words">
        {report.title ?? t(`reports.types.${report.itemType}`)}
      </h2>
      <p className="mt-1 line-clamp-6 break-words whitespace-pre-line">{report.text}</p>
      <p className="mt-3 text-sm">
        <span className="font-semibold">{t("reports.count", { count: report.count })}</span>
        {" · "}
        <span className="text-muted">
          {t("reports.lastReported", { date: format.dateTime(report.lastReportedAt) })}
        </span>
      </p>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label={t("reports.reasonsLabel")}>
        {REPORT_REASONS.filter((reason) => report.reasons[reason]).map((reason) => (
          <li key={reason} className="rounded-full bg-surface-muted px-2.5 py-0.5 text-sm">
            {t(`reports.reasons.${reason}`)} · {report.reasons[reason]}
          </li>
        ))}
      </ul>
      {report.notes.length > 0 ? (
        <div className="mt-3 text-sm">
          <p className="font-medium">{t("reports.notes")}</p>
          <ul className="mt-1 flex list-disc flex-col gap-1 pl-5 text-muted">
            {report.notes.map((note, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: notes have no id and never reorder here
              <li key={index} className="break-words">
                {note}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={pending} onClick={onClose}>
          {t("reports.close")}
        </Button>
        <Button variant="danger" disabled={pending} onClick={onDelete}>
          {t("reports.delete")}
        </Button>
      </div>
    </li>
  );
}
