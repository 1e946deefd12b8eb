import { Menu, PanelLeftClose, PanelLeftOpen, X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { Button } from "@/client/components/ui/button";
import { LoadingState } from "@/client/components/ui/spinner";
import { AdminNav } from "@/client/features/admin/components/admin-nav";
import { useSidebar } from "@/client/features/admin/components/sidebar-state";
import { cn } from "@/client/lib/cn";

/** The admin area: a sidebar (a drawer below 768 px) beside the section's page. */
export function AdminLayout() {
  const { t } = useTranslation("admin");
  const sidebar = useSidebar();
  const narrow = !sidebar.expanded;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6 md:flex-row md:gap-8 md:py-8">
      {sidebar.isMobile ? (
        <RadixDialog.Root open={sidebar.drawerOpen} onOpenChange={sidebar.setDrawerOpen}>
          <RadixDialog.Trigger asChild>
            <Button variant="secondary" size="sm" className="self-start" aria-keyshortcuts="Control+B Meta+B">
              <Menu aria-hidden size={18} />
              {t("sidebar.openMenu")}
            </Button>
          </RadixDialog.Trigger>
          <RadixDialog.Portal>
            <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/45" />
            <RadixDialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto border-r border-border bg-surface p-4 shadow-xl">
              <div className="flex items-center justify-between">
                <RadixDialog.Title className="font-serif text-lg font-semibold">
                  {t("nav.label")}
                </RadixDialog.Title>
                <RadixDialog.Close
                  className="rounded-sm p-1 text-muted hover:text-foreground"
                  aria-label={t("sidebar.close")}
                >
                  <X aria-hidden size={20} />
                </RadixDialog.Close>
              </div>
              <RadixDialog.Description className="sr-only">{t("nav.label")}</RadixDialog.Description>
              <nav aria-label={t("nav.label")}>
                <AdminNav onNavigate={() => sidebar.setDrawerOpen(false)} />
              </nav>
            </RadixDialog.Content>
          </RadixDialog.Portal>
        </RadixDialog.Root>
      ) : (
        <aside
          data-state={sidebar.expanded ? "expanded" : "collapsed"}
          className={cn("shrink-0 transition-[width]", narrow ? "w-14" : "w-60")}
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
      )}
      <div className="min-w-0 flex-1">
        <Suspense fallback={<LoadingState label={t("loading")} />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
