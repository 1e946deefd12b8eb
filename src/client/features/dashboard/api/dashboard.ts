import { useQuery } from "@tanstack/react-query";
import { api, call } from "@/client/lib/api-client";
import { withOfflineCopy } from "@/client/lib/offline-copy";
import type { Language } from "@/shared/languages";

/** The whole overview in one request; the language picks the event texts. */
export function useDashboard(language: Language) {
  return useQuery({
    queryKey: ["dashboard", language],
    // Offline: the overview last seen on this browser (decision 211).
    queryFn: ({ signal }) =>
      withOfflineCopy(`dashboard.${language}`, () =>
        call(() => api.dashboard.$get({ query: { lang: language } }, { init: { signal } })),
      ),
  });
}
