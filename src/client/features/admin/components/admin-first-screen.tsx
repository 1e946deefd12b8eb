import type { ReactNode } from "react";
import { type AdminIntroPage, AdminPageIntro } from "@/client/features/admin/components/admin-page-intro";
import { cn } from "@/client/lib/cn";

/** The admin area's layout: the sidebar (or, below 768 px, the drawer's button) beside the page. */
export const ADMIN_LAYOUT =
  "mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6 md:flex-row md:gap-8 md:py-8";

/** The narrow and the expanded sidebar's widths, the same in the frame and in the layout. */
export const sidebarWidth = (expanded: boolean) => (expanded ? "w-60" : "w-14");

/**
 * An admin page's first screen in the server's frame (decision 219): the page's intro where the layout
 * will show it. The drawer button's place (phones) and the sidebar's (wider screens, as wide as the
 * admin's kept choice) are held empty — the server does not know the screen's width, CSS does — and the
 * SPA fills them, so the intro does not move when it takes over.
 */
export function AdminFirstScreen({
  page,
  sidebarExpanded,
  timeZone,
  children,
}: {
  page: AdminIntroPage;
  sidebarExpanded: boolean;
  /** The site's time zone, for the events page's intro. */
  timeZone?: string;
  /** The page's own content below its intro, where the answer renders it from its data (decision 223). */
  children?: ReactNode;
}) {
  return (
    <div className={ADMIN_LAYOUT}>
      <div className="h-9 md:hidden" />
      <div className={cn("hidden shrink-0 md:block", sidebarWidth(sidebarExpanded))} />
      <div className="min-w-0 flex-1">
        <AdminPageIntro page={page} timeZone={timeZone} />
        {children}
      </div>
    </div>
  );
}
