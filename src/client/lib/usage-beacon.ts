import { useEffect } from "react";
import { useLocation } from "react-router";
import { paths } from "@/shared/routes";
import { usageRouteOf } from "@/shared/usage";

/**
 * Reports each page view as its route pattern (`/week/:weekNumber`, never `/week/3?token=…`) to the
 * first-party counter. No cookie, no id, nothing kept in the browser. "/" counts itself on the server.
 */
export function useReportPageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    const route = usageRouteOf(pathname);
    if (route === paths.home) return;
    // fetch with keepalive rather than sendBeacon: it sends Origin and application/json like every
    // other write, so the request guard needs no exemption for it.
    void fetch("/api/usage/page-view", {
      method: "POST",
      body: JSON.stringify({ route }),
      headers: { "content-type": "application/json" },
      credentials: "omit",
      keepalive: true,
    }).catch(() => undefined);
  }, [pathname]);
}
