import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { LoadingState } from "@/client/components/ui/spinner";
import { adminAuditQuery } from "@/client/features/admin/api/admin-api";
import { AdminPageIntro } from "@/client/features/admin/components/admin-page-intro";
import { AuditItem, memberLabel } from "@/client/features/admin/components/audit-details";
import { useAdminFormat } from "@/client/features/admin/components/format";
import { LoadError } from "@/client/features/admin/components/load-error";
import { Pager } from "@/client/features/admin/components/pager";
import { useListParams } from "@/client/lib/use-list-params";
import { AUDIT_ITEM_TYPES, type AuditItemType } from "@/shared/audit-items";

function asKind(value: string | null): AuditItemType | "" {
  return AUDIT_ITEM_TYPES.find((kind) => kind === value) ?? "";
}

/** /admin/audit: every admin write, newest first, filtered by kind of item. */
export function AdminAuditPage() {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const [params, setParams] = useListParams();
  const kind = asKind(params.get("kind"));
  const page = Math.max(1, Number(params.get("page")) || 1);
  const log = useQuery(adminAuditQuery(kind, page));

  return (
    <section>
      <AdminPageIntro page="audit" />
      <div className="mb-6 flex max-w-xs flex-col gap-1.5">
        <label htmlFor="audit-kind" className="text-sm font-medium">
          {t("audit.kind")}
        </label>
        <select
          id="audit-kind"
          value={kind}
          onChange={(event) => setParams(event.target.value ? { kind: event.target.value } : {})}
          className="h-11 rounded-md border border-control bg-surface px-3 text-base"
        >
          <option value="">{t("audit.allKinds")}</option>
          {AUDIT_ITEM_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`audit.kinds.${value}`)}
            </option>
          ))}
        </select>
      </div>

      <LoadError title={t("audit.loadError")} query={log} className="mb-4" />
      {log.isPending ? (
        <LoadingState label={t("loading")} />
      ) : log.isLoadingError ? null : log.data.total === 0 ? (
        <p className="text-muted" role="status">
          {t("audit.empty")}
        </p>
      ) : (
        <>
          <ol className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface">
            {log.data.items.map((entry) => (
              <li key={entry.id} className="grid gap-1 p-4 text-sm sm:grid-cols-[12rem_1fr]">
                <div className="text-muted">
                  <time dateTime={entry.createdAt}>{format.dateTime(entry.createdAt)}</time>
                  <div>{entry.actorName || memberLabel(t, entry.actorId)}</div>
                </div>
                <div className="min-w-0">
                  <p>
                    <span className="font-semibold">
                      {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}
                    </span>
                    {" · "}
                    <span className="text-muted">{t(`audit.kinds.${entry.itemType}`)}</span>
                  </p>
                  <AuditItem entry={entry} />
                </div>
              </li>
            ))}
          </ol>
          <Pager
            page={log.data.page}
            pageSize={log.data.pageSize}
            total={log.data.total}
            onPage={(next) => setParams({ ...(kind ? { kind } : {}), page: String(next) })}
          />
        </>
      )}
    </section>
  );
}
