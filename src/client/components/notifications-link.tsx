import { useQuery } from "@tanstack/react-query";
import { NotificationsLinkView } from "@/client/components/notifications-link-view";
import { api, call } from "@/client/lib/api-client";

/** The query key the notifications page invalidates after marking something read. */
export const NOTIFICATION_COUNT_KEY = ["notifications", "count"] as const;

/**
 * "Benachrichtigungen" in the header with the unread count: visible as a small badge and part of the
 * link's accessible name ("Benachrichtigungen, 2 ungelesen"). One indexed query, on focus and every minute.
 */
export function NotificationsLink({ className }: { className?: string }) {
  const count = useQuery({
    queryKey: NOTIFICATION_COUNT_KEY,
    queryFn: ({ signal }) => call(() => api.notifications.count.$get({}, { init: { signal } })),
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  });
  return <NotificationsLinkView className={className} unread={count.data?.unread ?? 0} />;
}
