import { useQuery } from "@tanstack/react-query";
import { ExternalLink, Pencil, Plus, Trash2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "@/client/components/ui/button";
import { adminEventsQuery } from "@/client/features/admin/api/admin-content-api";
import { useAdminFormat } from "@/client/features/admin/components/format";
import { ItemCard, PagedList } from "@/client/features/admin/components/paged-list";
import { SectionHeader } from "@/client/features/admin/components/section-header";
import { useConfirmedDelete } from "@/client/features/admin/components/use-confirmed-delete";
import { usePageParam } from "@/client/features/admin/components/use-page-param";
import { cn } from "@/client/lib/cn";
import type { AdminEvent, AdminEventsWhen } from "@/shared/community";
import { addDays } from "@/shared/dates";

// The edit dialogs (and react-hook-form with them) load when one opens (issue 13).
const EventDialog = lazy(() =>
  import("@/client/features/admin/components/event-dialog").then((m) => ({ default: m.EventDialog })),
);

const PERIODS: AdminEventsWhen[] = ["upcoming", "past"];

/** Events five to a page, upcoming (soonest first) or past (latest first); create, edit, delete. */
export function EventsList({ hideTitle = false }: { hideTitle?: boolean }) {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const [params, setParams] = useSearchParams();
  const when: AdminEventsWhen = params.get("when") === "past" ? "past" : "upcoming";
  const [page, setPage] = usePageParam("events");
  const query = useQuery(adminEventsQuery(when, page));
  const [editing, setEditing] = useState<AdminEvent | "new" | null>(null);
  const remove = useConfirmedDelete(t);
  const timeZone = query.data?.timeZone ?? "Europe/Berlin";
  const today = query.data?.today ?? new Date().toLocaleDateString("en-CA");
  const choose = (next: AdminEventsWhen) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.delete("events");
      if (next === "past") copy.set("when", "past");
      else copy.delete("when");
      return copy;
    });

  return (
    <section aria-labelledby="admin-events-heading" className="flex flex-col gap-4">
      <SectionHeader id="admin-events-heading" title={t("nav.events")} hideTitle={hideTitle} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex gap-2">
          <legend className="sr-only">{t("events.tabs")}</legend>
          {PERIODS.map((period) => (
            <Button
              key={period}
              size="sm"
              variant={period === when ? "primary" : "secondary"}
              aria-pressed={period === when}
              onClick={() => choose(period)}
              className={cn(period === when && "pointer-events-none")}
            >
              {t(`events.${period}`)}
            </Button>
          ))}
        </fieldset>
        <Button onClick={() => setEditing("new")}>
          <Plus aria-hidden size={18} />
          {t("events.new")}
        </Button>
      </div>
      <p className="text-sm text-muted">{t("events.intro", { zone: timeZone })}</p>
      <PagedList
        query={query}
        loadError={t("events.loadError")}
        empty={t("events.empty")}
        onPage={setPage}
        itemKey={(item) => item.id}
      >
        {(event) => {
          const title = format.localized(event.title, event.titleEn);
          return (
            <ItemCard
              title={title}
              meta={
                <>
                  <time dateTime={event.eventDate}>
                    {format.day(event.date)}, {event.time}
                  </time>
                  {event.eventLink ? (
                    <a
                      href={event.eventLink}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-1 text-primary underline break-all"
                    >
                      {event.eventLink}
                      <ExternalLink aria-hidden size={14} />
                    </a>
                  ) : (
                    <span>{t("events.noLink")}</span>
                  )}
                </>
              }
              actions={
                <>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setEditing(event)}
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
                        kind: "event",
                        id: event.id,
                        text: t("events.deleteText", { title }),
                        done: t("events.deleted"),
                        failed: (message) => t("events.deleteError", { message }),
                      })
                    }
                  >
                    <Trash2 aria-hidden size={16} />
                    {t("common.delete")}
                  </Button>
                </>
              }
            >
              {event.description === null ? null : format.localized(event.description, event.descriptionEn)}
            </ItemCard>
          );
        }}
      </PagedList>
      {editing ? (
        <Suspense fallback={null}>
          <EventDialog
            event={editing === "new" ? null : editing}
            suggestedDate={addDays(today, 1)}
            timeZone={timeZone}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      {remove.dialog}
    </section>
  );
}
