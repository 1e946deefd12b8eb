import { useQuery } from "@tanstack/react-query";
import { api, call } from "@/client/lib/api-client";
import type { Language } from "@/shared/languages";

/** The whole overview in one request; the language picks the event texts. */
export function useDashboard(language: Language) {
  return useQuery({
    queryKey: ["dashboard", language],
    queryFn: ({ signal }) =>
      call(() => api.dashboard.$get({ query: { lang: language } }, { init: { signal } })),
  });
}
