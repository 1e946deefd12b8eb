import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { NOTIFICATION_COUNT_KEY } from "@/client/components/notifications-link";
import { api, call } from "@/client/lib/api-client";

const LIST_KEY = ["notifications", "list"] as const;

export function useNotifications() {
  return useInfiniteQuery({
    queryKey: LIST_KEY,
    queryFn: ({ signal, pageParam }) =>
      call(() =>
        api.notifications.$get({ query: pageParam ? { cursor: pageParam } : {} }, { init: { signal } }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchOnWindowFocus: true,
  });
}

function useNotificationMutation<Input>(mutationFn: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: LIST_KEY }),
        queryClient.invalidateQueries({ queryKey: NOTIFICATION_COUNT_KEY }),
      ]);
    },
  });
}

export const useMarkRead = () =>
  useNotificationMutation((id: string) => call(() => api.notifications[":id"].read.$post({ param: { id } })));

export const useMarkAllRead = () =>
  useNotificationMutation((_: undefined) => call(() => api.notifications["read-all"].$post()));
