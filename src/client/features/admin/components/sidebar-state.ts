import { useCallback, useEffect, useLayoutEffect, useState, useSyncExternalStore } from "react";
import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE } from "@/client/features/admin/components/sidebar-cookie";

/** Below 768 px the sidebar is a drawer (spec section 9). */
export const MOBILE_QUERY = "(max-width: 767.98px)";

function writeCookie(open: boolean) {
  const secure = window.location.protocol === "https:" ? "; secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, read on the next visit.
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/admin; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax${secure}`;
}

function subscribeMobile(onChange: () => void) {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribeMobile,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}

/**
 * The desktop sidebar (expanded or narrow, kept in the cookie, which the server read: `kept`) and the
 * mobile drawer (open or closed, not kept). Ctrl+B or Cmd+B toggles whichever of the two the screen
 * shows.
 */
export function useSidebar(kept: boolean) {
  const isMobile = useIsMobile();
  const [expanded, setExpandedState] = useState(kept);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const setExpanded = useCallback((open: boolean) => {
    setExpandedState(open);
    writeCookie(open);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setDrawerOpen((open) => !open);
    else setExpanded(!expanded);
  }, [isMobile, expanded, setExpanded]);

  // At the commit, not after it: the shortcut works from the moment the layout is on screen. The first
  // render is a transition (the hydration, decision 236), after which React may run passive effects a
  // task later.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "b" && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle]);

  useEffect(() => {
    if (!isMobile) setDrawerOpen(false);
  }, [isMobile]);

  return { isMobile, expanded, setExpanded, drawerOpen, setDrawerOpen, toggle };
}
