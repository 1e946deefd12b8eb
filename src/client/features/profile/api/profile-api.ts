import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { errorFromAnswer } from "@/client/lib/api";
import { api, call, send } from "@/client/lib/api-client";
import { sessionQuery } from "@/client/lib/session";
import { DATA_EXPORT_FILENAME } from "@/shared/data-export-file";
import { PAGE_DATA_KEYS } from "@/shared/page-data";
import type { ProfileUpdate } from "@/shared/profile-schemas";

export const profileSettingsQuery = queryOptions({
  queryKey: PAGE_DATA_KEYS.profileSettings,
  queryFn: ({ signal }) => call(() => api.profile.$get(undefined, { init: { signal } })),
  select: (data) => data.settings,
  // The page answer brings the settings along (decision 236): fresh for a moment, so the page does not
  // ask again for what it was just sent.
  staleTime: 30_000,
});

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => call(() => api.profile.$patch({ json: update })),
    onSuccess: async (data) => {
      queryClient.setQueryData(profileSettingsQuery.queryKey, data);
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    },
  });
}

/**
 * Fetches the export and hands it to the browser as a file download; a refusal (429 `rate_limited`
 * while one runs or past the hourly limit, decision 253) throws ApiRequestError with the server's code.
 */
export async function downloadMyData(): Promise<void> {
  const res = await send(() => api.account.export.$get());
  if (!res.ok) throw errorFromAnswer(res, await res.json().catch(() => null));
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = DATA_EXPORT_FILENAME;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * "Your devices": the member's signed-in sessions, this one first (decision 172), in pages of
 * DEVICE_SESSIONS_PAGE_SIZE (decision 253).
 */
export const deviceSessionsQuery = infiniteQueryOptions({
  queryKey: ["device-sessions"],
  queryFn: ({ signal, pageParam }) =>
    call(() =>
      api.account.sessions.$get({ query: pageParam ? { cursor: pageParam } : {} }, { init: { signal } }),
    ),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(() => api.account.sessions[":id"].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceSessionsQuery.queryKey }),
  });
}

export function useSignOutOtherDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(() => api.account.sessions["sign-out-others"].$post()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceSessionsQuery.queryKey }),
  });
}
