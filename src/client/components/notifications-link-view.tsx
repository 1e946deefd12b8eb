import Bell from "lucide-react/icons/bell";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { paths } from "@/shared/routes";

/** The link itself: the unread count as a badge and in its accessible name. */
export function NotificationsLinkView({ className, unread }: { className?: string; unread: number }) {
  const { t } = useTranslation();
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
