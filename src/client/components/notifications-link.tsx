import { useQuery } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { api, call } from "@/client/lib/api-client";
import { paths } from "@/shared/routes";

/** The query key the notifications page invalidates after marking something read. */
export const NOTIFICATION_COUNT_KEY = ["notifications", "count"] as const;

/**
 * "Benachrichtigungen" in the header with the unread count: visible as a small badge and part of the
 * link's accessible name ("Benachrichtigungen, 2 ungelesen"). One indexed query, on focus and every minute.
 */
export function NotificationsLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  const count = useQuery({
    queryKey: NOTIFICATION_COUNT_KEY,
    queryFn: ({ signal }) => call(() => api.notifications.count.$get({}, { init: { signal } })),
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  });
  const unread = count.data?.unread ?? 0;
  const label = unread > 0 ? t("nav.notificationsUnread", { count: unread }) : t("nav.notifications");
  return (
    <NavLink to={paths.notifications} aria-label={label} className={className}>
      <span className="inline-flex items-center gap-1.5">
        <Bell aria-hidden size={18} />
        <span>{t("nav.notifications")}</span>
        {unread > 0 ? (
          <span
            aria-hidden
            className="inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-semibold text-white"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </span>
    </NavLink>
  );
}
