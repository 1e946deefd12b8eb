import { queryOptions } from "@tanstack/react-query";
import { errorFromAnswer } from "@/client/lib/api";
import { API_BASE, api, call, send } from "@/client/lib/api-client";
import { updateOfflineCopy, weekCopyName, withOfflineCopy } from "@/client/lib/offline-copy";
import type { ReminderKind } from "@/shared/calendar-reminders";
import type { Weekday } from "@/shared/journey-fields";
import type { JourneyChange, JourneyEntry } from "@/shared/journey-schemas";
import type { Language } from "@/shared/languages";
import { PAGE_DATA_KEYS } from "@/shared/page-data";

const weekParam = (week: number) => ({ week: String(week) });

export const weekStateQuery = (week: number) =>
  queryOptions({
    queryKey: PAGE_DATA_KEYS.week(week),
    // Offline: the answers last seen on this browser; the page sends what is typed when back online.
    queryFn: ({ signal }) =>
      withOfflineCopy(weekCopyName(week), () =>
        call(() => api.journey.weeks[":week"].$get({ param: weekParam(week) }, { init: { signal } })),
      ),
    // The page keeps its own copy of the answers while open; a refetch must not reset what is typed.
    staleTime: Number.POSITIVE_INFINITY,
    // Never serve a remembered copy on return: the answers may have changed on another device.
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export type SaveOutcome =
  | { kind: "saved"; entries: Record<string, JourneyEntry> }
  | { kind: "conflict"; conflicts: Record<string, { value: unknown; version: number }> };

/**
 * PUT of changed fields. A 409 is an expected answer here (another tab or device was faster), so it
 * comes back as a value with the server's versions instead of as an error. `keepalive` lets the last
 * save finish while the page closes.
 */
export async function saveEntries(
  week: number,
  changes: JourneyChange[],
  options: { keepalive?: boolean } = {},
): Promise<SaveOutcome> {
  const res = await send(() =>
    api.journey.weeks[":week"].entries.$put(
      { param: weekParam(week), json: { changes } },
      { init: { keepalive: options.keepalive } },
    ),
  );
  if (res.status === 200) {
    const { entries } = await res.json();
    // The week's offline copy follows what the server confirmed, so an offline reload shows it.
    updateOfflineCopy<{ entries: Record<string, JourneyEntry> }>(weekCopyName(week), (copy) => ({
      ...copy,
      entries: { ...copy.entries, ...entries },
    }));
    return { kind: "saved", entries };
  }
  if (res.status === 409) return { kind: "conflict", conflicts: (await res.json()).conflicts };
  // A locked week or a refused value: error answers the route's types do not list (services throw them).
  const other: Pick<Response, "status" | "statusText" | "json"> = res;
  throw errorFromAnswer(other, await other.json().catch(() => null));
}

export async function postWeekAction(week: number, action: "open" | "complete" | "next", method = "POST") {
  const param = weekParam(week);
  const weekApi = api.journey.weeks[":week"];
  const answer =
    action === "complete" && method === "DELETE"
      ? await call(() => weekApi.complete.$delete({ param }))
      : await call(() => weekApi[action].$post({ param }));
  // The offline copy follows the week's progress as it follows the answers: offline, a week opened
  // or completed online must not read "not started yet".
  updateOfflineCopy<{ progress: typeof answer.progress }>(weekCopyName(week), (copy) => ({
    ...copy,
    progress: answer.progress,
  }));
  return answer;
}

export const calendarInfoQuery = queryOptions({
  queryKey: ["calendar-info"],
  queryFn: ({ signal }) => call(() => api.calendar.$get(undefined, { init: { signal } })),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The .ics download of one week 5 reminder: a plain link, so the browser saves the file itself. */
export function reminderIcsUrl(input: {
  kind: ReminderKind;
  time: string;
  day?: Weekday;
  lang: Language;
}): string {
  const day = input.kind === "purpose-check" && input.day ? { day: input.day } : {};
  const path = api.calendar.reminders[":kind"].$path({
    param: { kind: input.kind },
    query: { time: input.time, lang: input.lang, ...day },
  });
  return `${API_BASE}${path}`;
}

/** The operator's GRADUATE_BADGE, for what week 5's closing card says completing does (decision 194). */
export const graduateBadgeQuery = queryOptions({
  queryKey: ["site-info"],
  queryFn: ({ signal }) => call(() => api.site.$get(undefined, { init: { signal } })),
  staleTime: 5 * 60_000,
  select: (site) => site.graduateBadge,
});
