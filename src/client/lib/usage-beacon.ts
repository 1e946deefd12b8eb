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
    const body = JSON.stringify({ route });
    const url = "/api/usage/page-view";
    if (navigator.sendBeacon?.(url, new Blob([body], { type: "application/json" }))) return;
    void fetch(url, {
      method: "POST",
      body,
      headers: { "content-type": "application/json" },
      credentials: "omit",
      keepalive: true,
    }).catch(() => undefined);
  }, [pathname]);
}
