import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/client/lib/api-client";
import { PAGE_DATA_KEYS } from "@/shared/page-data";

/** GET /api/site: the site's public facts, in every page's answer (the root's loader, decision 236). */
export const siteInfoQuery = queryOptions({
  queryKey: PAGE_DATA_KEYS.siteInfo,
  queryFn: ({ signal }) => call(() => api.site.$get(undefined, { init: { signal } })),
  staleTime: 5 * 60_000,
});

export function useSiteInfo() {
  return useQuery(siteInfoQuery);
}
