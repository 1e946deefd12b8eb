import { useQuery } from "@tanstack/react-query";
import { MessageSquare, Pencil, Plus, Trash2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import {
  type CommentParent,
  dailyImpulsesQuery,
  weeklyContentQuery,
} from "@/client/features/admin/api/admin-content-api";
import { CommentsDialog } from "@/client/features/admin/components/comments-dialog";
import { useAdminFormat } from "@/client/features/admin/components/format";
import { ItemCard, PagedList, Tag } from "@/client/features/admin/components/paged-list";
import { SectionHeader } from "@/client/features/admin/components/section-header";
import { useConfirmedDelete } from "@/client/features/admin/components/use-confirmed-delete";
import { usePageParam } from "@/client/features/admin/components/use-page-param";
import type { AdminDailyImpulse, AdminWeeklyContent } from "@/shared/community";
import { addDays } from "@/shared/dates";

// The edit dialogs (and react-hook-form with them) load when one opens (issue 13).
const DailyImpulseDialog = lazy(() =>
  import("@/client/features/admin/components/daily-impulse-dialog").then((m) => ({
    default: m.DailyImpulseDialog,
  })),
);
const WeeklyImpulseDialog = lazy(() =>
  import("@/client/features/admin/components/weekly-impulse-dialog").then((m) => ({
    default: m.WeeklyImpulseDialog,
  })),
);

/** Until the first answer names the operator's day, the browser's own is a good enough suggestion. */
const browserToday = () => new Date().toLocaleDateString("en-CA");

export function DailyImpulsesList() {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const [page, setPage] = usePageParam("daily");
  const query = useQuery(dailyImpulsesQuery(page));
  const today = query.data?.today ?? browserToday();
  const [editing, setEditing] = useState<AdminDailyImpulse | "new" | null>(null);
  const [commentsOf, setCommentsOf] = useState<(CommentParent & { title: string }) | null>(null);
  const remove = useConfirmedDelete(t);
  const status = (date: string) =>
    date === today ? (
      <Tag tone="primary">{t("impulses.today")}</Tag>
    ) : date > today ? (
      <Tag tone="accent">{t("impulses.scheduled")}</Tag>
    ) : (
      <Tag>{t("impulses.past")}</Tag>
    );

  return (
    <section aria-labelledby="daily-impulses-heading" className="flex flex-col gap-4">
      <SectionHeader
        id="daily-impulses-heading"
        title={t("impulses.dailyTitle")}
        action={
          <Button onClick={() => setEditing("new")}>
            <Plus aria-hidden size={18} />
            {t("impulses.newDaily")}
          </Button>
        }
      />
      <PagedList
        query={query}
        loadError={t("impulses.loadError")}
        empty={t("impulses.empty")}
        onPage={setPage}
        itemKey={(item) => item.id}
      >
        {(item) => {
          const date = format.day(item.publicationDate);
          return (
            <ItemCard
              title={date}
              meta={
                <>
                  {status(item.publicationDate)}
                  <span>{t("common.commentCount", { count: item.commentCount })}</span>
                  {item.contentEn ? null : <span>{t("impulses.englishMissing")}</span>}
                </>
              }
              actions={
                <>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setEditing(item)}
                    aria-label={`${t("common.edit")}: ${date}`}
                  >
                    <Pencil aria-hidden size={16} />
                    {t("common.edit")}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() =>
                      setCommentsOf({
                        kind: "impulse",
                        id: item.id,
                        title: t("impulses.commentsOf", { date }),
                      })
                    }
                    aria-label={`${t("impulses.comments")}: ${date}`}
                  >
                    <MessageSquare aria-hidden size={16} />
                    {t("impulses.comments")}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`${t("common.delete")}: ${date}`}
                    onClick={() =>
                      remove.ask({
                        kind: "dailyImpulse",
                        id: item.id,
                        text: t("impulses.deleteText", { date }),
                        done: t("impulses.deleted"),
                        failed: (message) => t("impulses.deleteError", { message }),
                      })
                    }
                  >
                    <Trash2 aria-hidden size={16} />
                    {t("common.delete")}
                  </Button>
                </>
              }
            >
              {format.localized(item.content, item.contentEn)}
            </ItemCard>
          );
        }}
      </PagedList>
      {editing ? (
        <Suspense fallback={null}>
          <DailyImpulseDialog
            impulse={editing === "new" ? null : editing}
            suggestedDate={addDays(today, 1)}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      <CommentsDialog
        parent={commentsOf}
        title={commentsOf?.title ?? ""}
        empty={t("impulses.noComments")}
        onClose={() => setCommentsOf(null)}
      />
      {remove.dialog}
    </section>
  );
}

export function WeeklyImpulsesList() {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const [page, setPage] = usePageParam("weekly");
  const query = useQuery(weeklyContentQuery(page));
  const today = query.data?.today ?? browserToday();
  const [editing, setEditing] = useState<AdminWeeklyContent | "new" | null>(null);
  const remove = useConfirmedDelete(t);

  return (
    <section aria-labelledby="weekly-impulses-heading" className="flex flex-col gap-4">
      <SectionHeader
        id="weekly-impulses-heading"
        title={t("impulses.weeklyTitle")}
        action={
          <Button onClick={() => setEditing("new")}>
            <Plus aria-hidden size={18} />
            {t("impulses.newWeekly")}
          </Button>
        }
      />
      <PagedList
        query={query}
        loadError={t("impulses.loadError")}
        empty={t("impulses.empty")}
        onPage={setPage}
        itemKey={(item) => item.id}
      >
        {(item) => {
          const title = format.localized(item.title, item.titleEn);
          return (
            <ItemCard
              title={title}
              meta={
                <>
                  <Tag tone={item.published ? "primary" : "muted"}>
                    {item.published ? t("common.published") : t("common.draft")}
                  </Tag>
                  <span>{t(`impulses.types.${item.type}`)}</span>
                  {item.startDate && item.endDate ? (
                    <span>
                      {t("impulses.period", {
                        from: format.day(item.startDate),
                        to: format.day(item.endDate),
                      })}
                    </span>
                  ) : null}
                  {item.contentEn ? null : <span>{t("impulses.englishMissing")}</span>}
                </>
              }
              actions={
                <>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setEditing(item)}
                    aria-label={`${t("common.edit")}: ${title}`}
                  >
                    <Pencil aria-hidden size={16} />
                    {t("common.edit")}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`${t("common.delete")}: ${title}`}
                    onClick={() =>
                      remove.ask({
                        kind: "weeklyImpulse",
                        id: item.id,
                        text: t("impulses.deleteWeeklyText", { title }),
                        done: t("impulses.deleted"),
                        failed: (message) => t("impulses.deleteError", { message }),
                      })
                    }
                  >
                    <Trash2 aria-hidden size={16} />
                    {t("common.delete")}
                  </Button>
                </>
              }
            >
              {format.localized(item.content, item.contentEn)}
            </ItemCard>
          );
        }}
      </PagedList>
      {editing ? (
        <Suspense fallback={null}>
          <WeeklyImpulseDialog
            item={editing === "new" ? null : editing}
            today={today}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      {remove.dialog}
    </section>
  );
}
