import Menu from "lucide-react/icons/menu";
import PanelLeftClose from "lucide-react/icons/panel-left-close";
import PanelLeftOpen from "lucide-react/icons/panel-left-open";
import { Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useRouteLoaderData } from "react-router";
import { Button } from "@/client/components/ui/button";
import { LoadingState } from "@/client/components/ui/spinner";
import { AdminNav } from "@/client/features/admin/components/admin-nav";
import { useSidebar } from "@/client/features/admin/components/sidebar-state";
import {
  TwoFactorRequired,
  useTwoFactorRequiredWatch,
} from "@/client/features/admin/components/two-factor-required";
import { cn } from "@/client/lib/cn";
import { lazyNamed } from "@/client/lib/lazy-named";
import { useSession } from "@/client/lib/session";

/** The admin area's layout: the sidebar (or, below 768 px, the drawer's button) beside the page. */
const ADMIN_LAYOUT =
  "mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6 md:flex-row md:gap-8 md:py-8";

/** The narrow and the expanded sidebar's widths. */
const sidebarWidth = (expanded: boolean) => (expanded ? "w-60" : "w-14");

// The drawer (Radix's dialog, ~10 KB gzip) loads when it first opens (decision 131).
const AdminDrawer = lazyNamed(() => import("@/client/features/admin/components/admin-drawer"), "AdminDrawer");

/**
 * The admin area: a sidebar (a drawer below 768 px) beside the section's page — or, until the admin
 * has two-factor sign-in on, the setup screen instead (every admin route answers 403 until then).
 */
export function AdminLayout() {
  const { t } = useTranslation("admin");
  const session = useSession();
  useTwoFactorRequiredWatch();
  // The admin's kept choice, read from the request's cookie by the route's loader.
  const kept = useRouteLoaderData("routes/admin") as { sidebarExpanded?: boolean } | undefined;
  const sidebar = useSidebar(kept?.sidebarExpanded ?? true);
  const narrow = !sidebar.expanded;
  const drawerOpener = useRef<HTMLButtonElement>(null);
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (sidebar.drawerOpen && !drawerUsed) setDrawerUsed(true);
  const user = session.data?.user;
  if (user && !user.twoFactorEnabled) {
    return (
      <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 md:py-8">
        <TwoFactorRequired email={user.email} />
      </div>
    );
  }

  return (
    <div className={ADMIN_LAYOUT}>
      {/* Both are rendered, CSS shows one: the server does not know the screen's width. */}
      <Button
        ref={drawerOpener}
        variant="secondary"
        size="sm"
        className="self-start md:hidden"
        aria-haspopup="dialog"
        aria-expanded={sidebar.drawerOpen}
        aria-keyshortcuts="Control+B Meta+B"
        onClick={() => sidebar.setDrawerOpen(true)}
      >
        <Menu aria-hidden size={18} />
        {t("sidebar.openMenu")}
      </Button>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <AdminDrawer open={sidebar.drawerOpen} onOpenChange={sidebar.setDrawerOpen} opener={drawerOpener} />
        </Suspense>
      ) : null}
      <aside
        data-state={sidebar.expanded ? "expanded" : "collapsed"}
        className={cn("hidden shrink-0 transition-[width] md:block", sidebarWidth(!narrow))}
      >
        <div className="sticky top-20 flex flex-col gap-2">
          <Button
            variant="ghost"
            size="icon"
            className={cn("self-end", narrow && "self-center")}
            aria-label={t("sidebar.toggle")}
            aria-expanded={sidebar.expanded}
            aria-controls="admin-sidebar-nav"
            aria-keyshortcuts="Control+B Meta+B"
            title={`${t("sidebar.toggle")} (${t("sidebar.shortcut")})`}
            onClick={() => sidebar.setExpanded(!sidebar.expanded)}
          >
            {sidebar.expanded ? (
              <PanelLeftClose aria-hidden size={20} />
            ) : (
              <PanelLeftOpen aria-hidden size={20} />
            )}
          </Button>
          <nav id="admin-sidebar-nav" aria-label={t("nav.label")}>
            <AdminNav narrow={narrow} />
          </nav>
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        <Suspense fallback={<LoadingState label={t("loading")} />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
