import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "@/client/components/ui/card";
import { LoadingState } from "@/client/components/ui/spinner";
import { LoadError } from "@/client/features/admin/components/load-error";
import { Pager } from "@/client/features/admin/components/pager";
import { cn } from "@/client/lib/cn";
import type { Paged } from "@/shared/admin";

type Props<T> = {
  query: UseQueryResult<Paged<T>>;
  loadError: string;
  empty: string;
  onPage: (page: number) => void;
  children: (item: T) => ReactNode;
  itemKey: (item: T) => string;
};

/** One admin list: loading, the spec's load error with a retry, the empty state, cards and the pager. */
export function PagedList<T>({ query, loadError, empty, onPage, children, itemKey }: Props<T>) {
  const { t } = useTranslation("admin");
  if (query.isPending) return <LoadingState label={t("loading")} />;
  if (query.isError)
    return <LoadError title={loadError} error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  if (data.total === 0 || data.items.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted" role="status">
        {empty}
      </p>
    );
  }
  return (
    <>
      <p className="mb-3 text-sm text-muted" role="status">
        {t("common.count", { count: data.total })}
      </p>
      <ul className="flex flex-col gap-3" aria-busy={query.isPlaceholderData}>
        {data.items.map((item) => (
          <li key={itemKey(item)}>{children(item)}</li>
        ))}
      </ul>
      <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={onPage} />
    </>
  );
}

/** A listed item: its heading, a line of facts, the text and the buttons, stacked on a phone. */
export function ItemCard({
  title,
  meta,
  children,
  actions,
  className,
}: {
  title: ReactNode;
  meta?: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn("flex flex-col gap-3 p-4 sm:p-5", className)}>
      <div className="min-w-0">
        <h3 className="text-lg font-semibold break-words">{title}</h3>
        {meta ? <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">{meta}</div> : null}
      </div>
      {children ? <div className="min-w-0 text-sm break-words whitespace-pre-line">{children}</div> : null}
      <div className="flex flex-wrap gap-2">{actions}</div>
    </Card>
  );
}

/** A small status label (published, draft, today …). */
export function Tag({
  children,
  tone = "muted",
}: {
  children: ReactNode;
  tone?: "muted" | "primary" | "accent";
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold",
        tone === "primary" && "bg-primary-soft text-primary",
        tone === "accent" && "bg-accent-soft text-accent",
        tone === "muted" && "bg-surface-muted text-foreground",
      )}
    >
      {children}
    </span>
  );
}
