import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/client/lib/api";
import type { ConsentRequest, ConsentStatus } from "@/shared/consent";

export const consentQuery = queryOptions({
  queryKey: ["consent"],
  queryFn: ({ signal }) => apiFetch<ConsentStatus>("/api/consent", { signal }),
});

/** The viewer's consent as the server knows it, so a consent given on another device counts here. */
export function useConsent() {
  return useQuery(consentQuery);
}

export function useGrantConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsentRequest) => apiFetch<ConsentStatus>("/api/consent", { body }),
    onSuccess: (status) => {
      queryClient.setQueryData(consentQuery.queryKey, status);
      void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
    },
  });
}
