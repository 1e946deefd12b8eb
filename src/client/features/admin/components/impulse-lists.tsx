import { useQuery } from "@tanstack/react-query";
import MessageSquare from "lucide-react/icons/message-square";
import { Suspense, useState } from "react";
import {
  type CommentParent,
  dailyImpulsesQuery,
  weeklyContentQuery,
} from "@/client/features/admin/api/admin-content-api";
import { browserToday } from "@/client/features/admin/components/format";
import {
  ItemButton,
  ItemCard,
  ListSection,
  PublishedTag,
  Tag,
} from "@/client/features/admin/components/paged-list";
import { useAdminList } from "@/client/features/admin/components/use-admin-list";
import { lazyNamed } from "@/client/lib/lazy-named";
import { usePageClock } from "@/client/lib/page-clock";
import type { AdminDailyImpulse, AdminWeeklyContent } from "@/shared/community";
import { addDays } from "@/shared/dates";

// Loads when a list's comments are first opened (decision 131).
const CommentsDialog = lazyNamed(
  () => import("@/client/features/admin/components/comments-dialog"),
  "CommentsDialog",
);

// The edit dialogs (and react-hook-form with them) load when one opens (decision 131).
const DailyImpulseDialog = lazyNamed(
  () => import("@/client/features/admin/components/daily-impulse-dialog"),
  "DailyImpulseDialog",
);
const WeeklyImpulseDialog = lazyNamed(
  () => import("@/client/features/admin/components/weekly-impulse-dialog"),
  "WeeklyImpulseDialog",
);

export function DailyImpulsesList() {
  const clock = usePageClock();
  const list = useAdminList<AdminDailyImpulse>("impulses", "daily");
  const { t, format } = list;
  const query = useQuery(dailyImpulsesQuery(list.page));
  const today = query.data?.today ?? browserToday(new Date(), clock);
  const [commentsOf, setCommentsOf] = useState<(CommentParent & { title: string }) | null>(null);
  const status = (date: string) =>
    date === today ? (
      <Tag tone="primary">{t("impulses.today")}</Tag>
    ) : date > today ? (
      <Tag tone="accent">{t("impulses.scheduled")}</Tag>
    ) : (
      <Tag>{t("impulses.past")}</Tag>
    );

  return (
    <ListSection
      list={list}
      query={query}
      id="daily-impulses-heading"
      title={t("impulses.dailyTitle")}
      newLabel={t("impulses.newDaily")}
      editor={(item, close) => (
        <DailyImpulseDialog impulse={item} suggestedDate={addDays(today, 1)} onClose={close} />
      )}
      after={
        commentsOf ? (
          <Suspense fallback={null}>
            <CommentsDialog
              parent={commentsOf}
              title={commentsOf?.title ?? ""}
              empty={t("impulses.noComments")}
              onClose={() => setCommentsOf(null)}
            />
          </Suspense>
        ) : null
      }
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
            onEdit={() => list.setEditing(item)}
            actions={
              <ItemButton
                icon={MessageSquare}
                label={t("impulses.comments")}
                item={date}
                onClick={() =>
                  setCommentsOf({ kind: "impulse", id: item.id, title: t("impulses.commentsOf", { date }) })
                }
              />
            }
            onDelete={() => list.askDelete("dailyImpulse", item.id, t("impulses.deleteText", { date }))}
          >
            {format.localized(item.content, item.contentEn)}
          </ItemCard>
        );
      }}
    </ListSection>
  );
}

export function WeeklyImpulsesList() {
  const clock = usePageClock();
  const list = useAdminList<AdminWeeklyContent>("impulses", "weekly");
  const { t, format } = list;
  const query = useQuery(weeklyContentQuery(list.page));
  const today = query.data?.today ?? browserToday(new Date(), clock);

  return (
    <ListSection
      list={list}
      query={query}
      id="weekly-impulses-heading"
      title={t("impulses.weeklyTitle")}
      newLabel={t("impulses.newWeekly")}
      editor={(item, close) => <WeeklyImpulseDialog item={item} today={today} onClose={close} />}
    >
      {(item) => {
        const title = format.localized(item.title, item.titleEn);
        return (
          <ItemCard
            title={title}
            meta={
              <>
                <PublishedTag published={item.published} />
                <span>{t(`impulses.types.${item.type}`)}</span>
                {item.startDate && item.endDate ? (
                  <span>
                    {t("impulses.period", { from: format.day(item.startDate), to: format.day(item.endDate) })}
                  </span>
                ) : null}
                {item.contentEn ? null : <span>{t("impulses.englishMissing")}</span>}
              </>
            }
            onEdit={() => list.setEditing(item)}
            onDelete={() =>
              list.askDelete("weeklyImpulse", item.id, t("impulses.deleteWeeklyText", { title }))
            }
          >
            {format.localized(item.content, item.contentEn)}
          </ItemCard>
        );
      }}
    </ListSection>
  );
}
