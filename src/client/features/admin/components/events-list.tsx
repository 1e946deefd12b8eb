import { useQuery } from "@tanstack/react-query";
import ExternalLink from "lucide-react/icons/external-link";
import { Button } from "@/client/components/ui/button";
import { adminEventsQuery } from "@/client/features/admin/api/admin-content-api";
import { browserToday } from "@/client/features/admin/components/format";
import { ItemCard, ListSection, NewButton } from "@/client/features/admin/components/paged-list";
import { useAdminList } from "@/client/features/admin/components/use-admin-list";
import { cn } from "@/client/lib/cn";
import { lazyNamed } from "@/client/lib/lazy-named";
import { usePageClock } from "@/client/lib/page-clock";
import { useListParams } from "@/client/lib/use-list-params";
import type { AdminEvent, AdminEventsWhen } from "@/shared/community";
import { addDays } from "@/shared/dates";

// The edit dialogs (and react-hook-form with them) load when one opens (decision 131).
const EventDialog = lazyNamed(() => import("@/client/features/admin/components/event-dialog"), "EventDialog");

const PERIODS: AdminEventsWhen[] = ["upcoming", "past"];

/** Events five to a page, upcoming (soonest first) or past (latest first); create, edit, delete. */
export function EventsList({ hideTitle = false }: { hideTitle?: boolean }) {
  const clock = usePageClock();
  const list = useAdminList<AdminEvent>("events");
  const { t, format } = list;
  const [params, setParams] = useListParams();
  const when: AdminEventsWhen = params.get("when") === "past" ? "past" : "upcoming";
  const query = useQuery(adminEventsQuery(when, list.page));
  const timeZone = query.data?.timeZone ?? "Europe/Berlin";
  const today = query.data?.today ?? browserToday(new Date(), clock);
  const choose = (next: AdminEventsWhen) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.delete("events");
      if (next === "past") copy.set("when", "past");
      else copy.delete("when");
      return copy;
    });

  return (
    <ListSection
      list={list}
      query={query}
      id="admin-events-heading"
      title={t("nav.events")}
      hideTitle={hideTitle}
      before={
        <>
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
            <NewButton label={t("events.new")} onClick={() => list.setEditing("new")} />
          </div>
          {/* On the events page of its own, the page's intro says it. */}
          {hideTitle ? null : <p className="text-sm text-muted">{t("events.intro", { zone: timeZone })}</p>}
        </>
      }
      editor={(event, close) => (
        <EventDialog event={event} suggestedDate={addDays(today, 1)} timeZone={timeZone} onClose={close} />
      )}
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
            onEdit={() => list.setEditing(event)}
            onDelete={() => list.askDelete("event", event.id, t("events.deleteText", { title }))}
          >
            {event.description === null ? null : format.localized(event.description, event.descriptionEn)}
          </ItemCard>
        );
      }}
    </ListSection>
  );
}
