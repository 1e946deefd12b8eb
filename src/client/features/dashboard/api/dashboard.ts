import { useQuery } from "@tanstack/react-query";
import { api, call } from "@/client/lib/api-client";
import { dashboardCopyName, readOfflineCopy, weekCopyName, withOfflineCopy } from "@/client/lib/offline-copy";
import type { Language } from "@/shared/languages";
import { PAGE_DATA_KEYS } from "@/shared/page-data";

/** The whole overview in one request; the language picks the event texts. */
export function useDashboard(language: Language) {
  return useQuery({
    queryKey: PAGE_DATA_KEYS.dashboard(language),
    // The page's answer brings the overview along (decision 236); asking again on mount would repeat
    // that read. Every change of ours invalidates it, and a return to the tab refetches it.
    staleTime: 30_000,
    // Offline: the overview last seen on this browser (decision 211).
    queryFn: ({ signal }) =>
      withOfflineCopy(dashboardCopyName(language), () =>
        call(() => api.dashboard.$get({ query: { lang: language } }, { init: { signal } })),
      ),
  });
}

/**
 * Keeps a copy of every week the member can open that this browser has none of yet, so those weeks
 * open offline too (decision 211); the server's answer includes the week's access, as last known.
 */
export function keepWeeksForOffline(weeks: ReadonlyArray<{ week: number; accessible: boolean }>) {
  if (!navigator.onLine) return;
  for (const { week, accessible } of weeks) {
    if (!accessible || readOfflineCopy(weekCopyName(week)) !== undefined) continue;
    void withOfflineCopy(weekCopyName(week), () =>
      call(() => api.journey.weeks[":week"].$get({ param: { week: String(week) } })),
    ).catch(() => undefined);
  }
}
