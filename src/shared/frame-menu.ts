/** The server-rendered header's phone-menu toggle (site-header.tsx marks it `data-menu-toggle`). */
export const MENU_TOGGLE = "button[data-menu-toggle]";

/**
 * The attribute the page's start script (server/http/start-after-paint.ts) sets on the frame's menu
 * toggle once it has wired it (decision 228): the entry's header code (client/lib/header-behaviour.ts)
 * then leaves the toggle's clicks to it, so a press opens the menu once, not twice.
 */
export const FRAME_MENU_WIRED = "data-menu-wired";
