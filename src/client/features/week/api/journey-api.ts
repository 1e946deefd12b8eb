import { queryOptions } from "@tanstack/react-query";
import { ApiRequestError, apiFetch } from "@/client/lib/api";
import type { CalendarInfo, ReminderKind } from "@/shared/calendar";
import type { Weekday } from "@/shared/journey-fields";
import type {
  JourneyChange,
  JourneyEntry,
  SaveConflictResponse,
  SaveEntriesResponse,
  WeekProgress,
  WeekStateResponse,
} from "@/shared/journey-schemas";

export const weekStateQuery = (week: number) =>
  queryOptions({
    queryKey: ["journey", "week", week],
    queryFn: ({ signal }) => apiFetch<WeekStateResponse>(`/api/journey/weeks/${week}`, { signal }),
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
 * comes back as a value with the server's versions instead of as an error.
 */
export async function saveEntries(
  week: number,
  changes: JourneyChange[],
  options: { keepalive?: boolean } = {},
): Promise<SaveOutcome> {
  let res: Response;
  try {
    res = await fetch(`/api/journey/weeks/${week}/entries`, {
      method: "PUT",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ changes }),
      credentials: "same-origin",
      keepalive: options.keepalive,
    });
  } catch {
    throw new ApiRequestError(0, "network", "Network request failed");
  }
  const data = (await res.json().catch(() => null)) as
    | SaveEntriesResponse
    | SaveConflictResponse
    | { error?: { code?: string; message?: string; fields?: Record<string, string> } }
    | null;
  if (res.ok && data && "entries" in data) return { kind: "saved", entries: data.entries };
  if (res.status === 409 && data && "conflicts" in data)
    return { kind: "conflict", conflicts: data.conflicts };
  const error = (data && "error" in data ? data.error : undefined) as
    | { code?: string; message?: string; fields?: Record<string, string> }
    | undefined;
  throw new ApiRequestError(
    res.status,
    error?.code ?? (res.status >= 500 ? "internal_error" : "unknown"),
    error?.message ?? res.statusText,
    error?.fields,
  );
}

export function postWeekAction(week: number, action: "open" | "complete" | "next", method = "POST") {
  return apiFetch<{ progress: WeekProgress }>(`/api/journey/weeks/${week}/${action}`, { method, body: {} });
}

export const calendarInfoQuery = queryOptions({
  queryKey: ["calendar-info"],
  queryFn: ({ signal }) => apiFetch<CalendarInfo>("/api/calendar", { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The .ics download of one week 5 reminder: a plain link, so the browser saves the file itself. */
export function reminderIcsUrl(input: {
  kind: ReminderKind;
  time: string;
  day?: Weekday;
  lang: string;
}): string {
  const params = new URLSearchParams({ time: input.time, lang: input.lang });
  if (input.kind === "purpose-check" && input.day) params.set("day", input.day);
  return `/api/calendar/reminders/${input.kind}?${params.toString()}`;
}
