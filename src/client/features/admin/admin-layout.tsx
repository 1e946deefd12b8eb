import { useTranslation } from "react-i18next";
import { NavLink, Outlet } from "react-router";
import { cn } from "@/client/lib/cn";
import { paths } from "@/shared/routes";

const sections = [
  { to: paths.adminCommunity, key: "adminCommunity" },
  { to: paths.adminImpulses, key: "adminImpulses" },
  { to: paths.adminPosts, key: "adminPosts" },
  { to: paths.adminEvents, key: "adminEvents" },
  { to: paths.adminUsers, key: "adminUsers" },
] as const;

export function AdminLayout() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row">
      <nav aria-label={t("pages.admin")} className="md:w-56">
        <ul className="flex flex-wrap gap-2 md:flex-col">
          {sections.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                className={({ isActive }) =>
                  cn(
                    "block rounded-md px-3 py-2 text-sm",
                    isActive ? "bg-primary-soft text-primary" : "hover:bg-surface-muted",
                  )
                }
              >
                {t(`pages.${section.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex-1">
        <Outlet />
      </div>
    </div>
  );
}
