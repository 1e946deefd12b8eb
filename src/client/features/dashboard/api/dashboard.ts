import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/client/lib/api";
import type { DashboardResponse } from "@/shared/dashboard";
import type { Language } from "@/shared/languages";

/** The whole overview in one request; the language picks the event texts. */
export function useDashboard(language: Language) {
  return useQuery({
    queryKey: ["dashboard", language],
    queryFn: ({ signal }) => apiFetch<DashboardResponse>(`/api/dashboard?lang=${language}`, { signal }),
  });
}
