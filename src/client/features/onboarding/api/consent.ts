import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@/client/lib/api-client";
import type { ConsentRequest } from "@/shared/consent";
import { PAGE_DATA_KEYS } from "@/shared/page-data";

export const consentQuery = queryOptions({
  queryKey: PAGE_DATA_KEYS.consent,
  queryFn: ({ signal }) => call(() => api.consent.$get(undefined, { init: { signal } })),
});

/** The viewer's consent as the server knows it, so a consent given on another device counts here. */
export function useConsent() {
  return useQuery(consentQuery);
}

export function useGrantConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsentRequest) => call(() => api.consent.$post({ json: body })),
    onSuccess: (status) => {
      queryClient.setQueryData(consentQuery.queryKey, status);
      void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
    },
  });
}
