import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/client/lib/api-client";
import { PAGE_DATA_KEYS } from "@/shared/page-data";

export const sessionQuery = queryOptions({
  queryKey: PAGE_DATA_KEYS.session,
  queryFn: ({ signal }) => call(() => api.me.$get(undefined, { init: { signal } })),
  staleTime: 60_000,
});

/** The signed-in user, their profile and admin flag; `user` is null for visitors. */
export function useSession() {
  return useQuery(sessionQuery);
}
