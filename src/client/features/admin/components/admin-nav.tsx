import { useQuery } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import CalendarDays from "lucide-react/icons/calendar-days";
import Flag from "lucide-react/icons/flag";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import Lightbulb from "lucide-react/icons/lightbulb";
import Megaphone from "lucide-react/icons/megaphone";
import MessageSquare from "lucide-react/icons/message-square";
import ScrollText from "lucide-react/icons/scroll-text";
import Users from "lucide-react/icons/users";
import UsersRound from "lucide-react/icons/users-round";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { adminReportCountQuery } from "@/client/features/admin/api/admin-report-count";
import type admin from "@/client/i18n/de/admin.json";
import { cn } from "@/client/lib/cn";
import { paths } from "@/shared/routes";

const sections: { to: string; key: keyof typeof admin.nav; Icon: LucideIcon; end?: boolean }[] = [
  { to: paths.admin, key: "overview", Icon: LayoutDashboard, end: true },
  { to: paths.adminCommunity, key: "community", Icon: UsersRound },
  { to: paths.adminImpulses, key: "impulses", Icon: Lightbulb },
  { to: paths.adminPosts, key: "posts", Icon: MessageSquare },
  { to: paths.adminEvents, key: "events", Icon: CalendarDays },
  { to: paths.adminAnnouncements, key: "announcements", Icon: Megaphone },
  { to: paths.adminReports, key: "reports", Icon: Flag },
  { to: paths.adminUsers, key: "users", Icon: Users },
  { to: paths.adminAudit, key: "audit", Icon: ScrollText },
];

/** The admin sections; narrow shows icons only, with the name as the link's accessible name. */
export function AdminNav({ narrow = false, onNavigate }: { narrow?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation("admin");
  // "Meldungen" shows how many items wait (decision 184).
  const open = useQuery(adminReportCountQuery).data ?? 0;
  return (
    <ul className="flex flex-col gap-1">
      {sections.map(({ to, key, Icon, end }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={end}
            onClick={onNavigate}
            title={narrow ? t(`nav.${key}`) : undefined}
            className={({ isActive }) =>
              cn(
                "flex min-h-10 items-center gap-3 rounded-md px-3 py-2 text-sm",
                narrow && "justify-center px-0",
                isActive ? "bg-primary-soft font-semibold text-primary" : "hover:bg-surface-muted",
              )
            }
          >
            <span className="relative shrink-0">
              <Icon aria-hidden size={18} />
              {key === "reports" && open > 0 && narrow ? (
                <span aria-hidden className="absolute -top-1 -right-1 size-2 rounded-full bg-danger" />
              ) : null}
            </span>
            <span className={narrow ? "sr-only" : "flex-1"}>
              {t(`nav.${key}`)}
              {key === "reports" && open > 0 ? (
                <span className="sr-only"> ({t("reports.openCount", { count: open })})</span>
              ) : null}
            </span>
            {key === "reports" && open > 0 && !narrow ? (
              <span
                aria-hidden
                className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground"
              >
                {open}
              </span>
            ) : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
