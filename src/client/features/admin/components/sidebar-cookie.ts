/** Spec section 9: the sidebar's open state lives in a cookie for 7 days. */
export const SIDEBAR_COOKIE = "admin_sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

/**
 * Whether a Cookie header (or `document.cookie`) keeps the sidebar expanded: yes unless the admin
 * narrowed it. Read from the request by the admin layout's loader (`routes/admin.tsx`), so the server's
 * page and the hydrated one hold the same width.
 */
export function sidebarKeptExpanded(cookies: string): boolean {
  const match = cookies.split(/;\s*/).find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return match ? match.split("=")[1] !== "false" : true;
}
