import type { Selectable } from "kysely";
import { currentTime } from "@/server/clock";
import type { Database } from "@/server/db/schema";
import { pageOf } from "@/server/services/admin/admin-paging";
import { assertAdmin } from "@/server/services/admin/admin-users";
import {
  auditedWrites,
  type Deps,
  findRow,
  type Logged,
} from "@/server/services/admin/publishing/audited-writes";
import { runningEventIds } from "@/server/services/community/board";
import { createEvent, deleteEvent, updateEvent } from "@/server/services/community/published-content";
import type { Viewer } from "@/server/services/viewer";
import { ADMIN_PAGE_SIZE, type Paged } from "@/shared/admin";
import type { AdminEvent, AdminEventInput, AdminEventsWhen } from "@/shared/community";
import { EVENT_DURATION_MINUTES } from "@/shared/community-constants";
import { zonedDateTime, zonedDateTimeToUtc } from "@/shared/dates";

/** Events as the admin screen lists and edits them: in the operator's time zone, upcoming or past. */
export async function listEventsForAdmin(
  deps: Deps,
  viewer: Viewer | null,
  query: { page: number; when: AdminEventsWhen },
  now: Date = currentTime(),
): Promise<Paged<AdminEvent> & { timeZone: string }> {
  assertAdmin(viewer);
  const upcoming = query.when === "upcoming";
  // A running event is still upcoming until it ends (decision 197).
  const running = await runningEventIds(deps.db, now);
  const base = deps.db.selectFrom("community_events").where((eb) => {
    const started = eb("event_date", upcoming ? ">=" : "<", now.toISOString());
    if (running.length === 0) return started;
    return upcoming
      ? eb.or([started, eb("id", "in", running)])
      : eb.and([started, eb("id", "not in", running)]);
  });
  const total = Number((await base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  // Upcoming soonest first; past most recent first.
  const order = upcoming ? "asc" : "desc";
  const rows = base.selectAll().orderBy("event_date", order).orderBy("id", order);
  const at = { page: query.page, pageSize: ADMIN_PAGE_SIZE.events, total };
  const page = await pageOf(rows, at, (row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    titleEn: row.title_en,
    descriptionEn: row.description_en,
    eventDate: row.event_date,
    ...zonedDateTime(new Date(row.event_date), deps.timeZone),
    durationMinutes: row.duration_minutes,
    eventLink: row.event_link,
  }));
  return { ...page, timeZone: deps.timeZone };
}

function toEventInput(input: AdminEventInput, timeZone: string) {
  return {
    title: input.title,
    description: input.description ?? null,
    titleEn: input.titleEn ?? null,
    descriptionEn: input.descriptionEn ?? null,
    eventDate: zonedDateTimeToUtc(input.date, input.time, timeZone).toISOString(),
    durationMinutes: input.durationMinutes,
    eventLink: input.eventLink ?? null,
  };
}

type EventRow = Selectable<Database["community_events"]>;

/** Events are logged at the operator's wall clock, as the form shows them. */
function events(timeZone: string): Logged<AdminEventInput, EventRow> {
  const at = (row: EventRow) => {
    const was = zonedDateTime(new Date(row.event_date), timeZone);
    return `${was.date} ${was.time}`;
  };
  return {
    itemType: "event",
    find: findRow("community_events", "event", "event_not_found"),
    title: (item) => ("input" in item ? item.input.title : item.row.title),
    created: (input) => ({
      at: `${input.date} ${input.time}`,
      duration: input.durationMinutes ?? EVENT_DURATION_MINUTES.default,
      link: input.eventLink,
    }),
    deleted: (row) => ({ at: at(row) }),
    before: (row) => ({
      title: row.title,
      at: at(row),
      description: row.description,
      titleEn: row.title_en,
      descriptionEn: row.description_en,
      duration: row.duration_minutes,
      link: row.event_link,
    }),
    after: (input) => ({
      title: input.title,
      at: `${input.date} ${input.time}`,
      description: input.description,
      titleEn: input.titleEn,
      descriptionEn: input.descriptionEn,
      // Left out of the form's request, the duration stays and is no change (decision 197).
      ...(input.durationMinutes !== undefined ? { duration: input.durationMinutes } : {}),
      link: input.eventLink,
    }),
  };
}

/** Create, edit and delete at the operator's wall clock, each in the audit log. */
export const eventWrites = auditedWrites<Deps, AdminEventInput, EventRow>(
  (deps) => events(deps.timeZone),
  {
    create: (deps, actor, input) => createEvent(deps.db, actor, toEventInput(input, deps.timeZone)),
    update: (deps, actor, id, input) => updateEvent(deps.db, actor, id, toEventInput(input, deps.timeZone)),
    remove: (deps, actor, id) => deleteEvent(deps.db, actor, id),
  },
  (deps) => deps.db,
);
