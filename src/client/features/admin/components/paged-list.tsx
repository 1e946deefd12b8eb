import type { UseQueryResult } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import Pencil from "lucide-react/icons/pencil";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash";
import { type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { LoadingState } from "@/client/components/ui/spinner";
import { LoadError } from "@/client/features/admin/components/load-error";
import { Pager } from "@/client/features/admin/components/pager";
import { SectionHeader } from "@/client/features/admin/components/section-header";
import type { AdminList } from "@/client/features/admin/components/use-admin-list";
import { cn } from "@/client/lib/cn";
import type { Paged } from "@/shared/admin";

type ListProps<T> = {
  query: UseQueryResult<Paged<T>>;
  loadError: string;
  empty: string;
  onPage: (page: number) => void;
  children: (item: T) => ReactNode;
};

/** One admin list: loading, the spec's load error with a retry, the empty state, cards and the pager. */
function PagedList<T extends { id: string }>({ query, loadError, empty, onPage, children }: ListProps<T>) {
  const { t } = useTranslation("admin");
  if (query.isPending) return <LoadingState label={t("loading")} />;
  // A failed refresh keeps the page that was loaded on screen, with the error and its retry above it.
  const error = <LoadError title={loadError} query={query} className="mb-3" />;
  if (query.isLoadingError) return error;
  const data = query.data;
  if (data.total === 0 || data.items.length === 0) {
    return (
      <>
        {error}
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted" role="status">
          {empty}
        </p>
      </>
    );
  }
  return (
    <>
      {error}
      <p className="mb-3 text-sm text-muted" role="status">
        {t("common.count", { count: data.total })}
      </p>
      <ul className="flex flex-col gap-3" aria-busy={query.isPlaceholderData}>
        {data.items.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </ul>
      <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={onPage} />
    </>
  );
}

type SectionProps<T> = Omit<ListProps<T>, "loadError" | "empty" | "onPage"> & {
  /** The list's state from useAdminList: its texts, the item being edited, the delete question. */
  list: AdminList<T>;
  /** The h2's id, which names the section. */
  id: string;
  title: string;
  hideTitle?: boolean;
  /** The label of the "new" button beside the heading; none, no button there. */
  newLabel?: string;
  /** Between the heading and the list (filters, a note). */
  before?: ReactNode;
  /** The edit dialog for an item, or for a new one (null). */
  editor?: (item: T | null, close: () => void) => ReactNode;
  /** Further dialogs after the list. */
  after?: ReactNode;
};

/**
 * An admin list's section: its heading (with "new"), the list with the section's load error and
 * empty texts, the edit dialog while an item is open, and the delete question.
 */
export function ListSection<T extends { id: string }>({
  list,
  id,
  title,
  hideTitle,
  newLabel,
  before,
  editor,
  after,
  ...paged
}: SectionProps<T>) {
  const { t, section, editing, setEditing } = list;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <SectionHeader
        id={id}
        title={title}
        hideTitle={hideTitle}
        action={newLabel ? <NewButton label={newLabel} onClick={() => setEditing("new")} /> : undefined}
      />
      {before}
      <PagedList
        loadError={t(`${section}.loadError`)}
        empty={t(`${section}.empty`)}
        onPage={list.setPage}
        {...paged}
      />
      {editor && editing ? (
        // The dialogs are lazy (they bring the form code): nothing shows until they are there.
        <Suspense fallback={null}>
          {editor(editing === "new" ? null : editing, () => setEditing(null))}
        </Suspense>
      ) : null}
      {after}
      {list.deleteDialog}
    </section>
  );
}

/**
 * A listed item: its heading, a line of facts, the text and the buttons (edit, the item's own ones,
 * delete), stacked on a phone. The heading also names the item to screen readers on its buttons.
 */
export function ItemCard({
  title,
  meta,
  children,
  actions,
  onEdit,
  onDelete,
}: {
  title: string;
  meta?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  onEdit?: () => void;
  onDelete: () => void;
}) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="min-w-0">
        <h3 className="text-lg font-semibold break-words">{title}</h3>
        {meta ? <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">{meta}</div> : null}
      </div>
      {children ? <div className="min-w-0 text-sm break-words whitespace-pre-line">{children}</div> : null}
      <div className="flex flex-wrap gap-2">
        {onEdit ? <EditButton item={title} onClick={onEdit} /> : null}
        {actions}
        <DeleteButton item={title} onClick={onDelete} />
      </div>
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

/** Whether members see the item yet. */
export function PublishedTag({ published }: { published: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <Tag tone={published ? "primary" : "muted"}>{published ? t("common.published") : t("common.draft")}</Tag>
  );
}

/** A list's main action beside its heading: a new item. */
export function NewButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <Plus aria-hidden size={18} />
      {label}
    </Button>
  );
}

type ItemButtonProps = {
  /** The item as the list names it, so a screen reader hears which of the many "Edit" it is. */
  item: string;
  onClick: () => void;
};

/** A button on a listed item: the visible word, and for screen readers "word: item". */
export function ItemButton({
  icon: Icon,
  label,
  item,
  onClick,
  variant = "secondary",
}: ItemButtonProps & { icon: LucideIcon; label: string; variant?: "secondary" | "ghost" }) {
  return (
    <Button variant={variant} size="sm" onClick={onClick} aria-label={`${label}: ${item}`}>
      <Icon aria-hidden size={16} />
      {label}
    </Button>
  );
}

function EditButton(props: ItemButtonProps) {
  const { t } = useTranslation("admin");
  return <ItemButton icon={Pencil} label={t("common.edit")} {...props} />;
}

/** Quieter than edit: deleting is asked again before it happens. */
function DeleteButton(props: ItemButtonProps) {
  const { t } = useTranslation("admin");
  return <ItemButton icon={Trash2} label={t("common.delete")} variant="ghost" {...props} />;
}
