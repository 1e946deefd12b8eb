import { enableHeaderMenu, trackFrameMenu } from "@/client/lib/header-behaviour";

/**
 * The server's frame (decision 200) stays on screen until the route's code has loaded, a second or more
 * on a slow phone. Its header looks ready, so its phone menu works like the React header's (decision
 * 217): it opens and closes, Escape and a link close it. React's header starts from the menu as the
 * frame left it (`takeFrameMenuState`), also when it is used during a render in slices (decision 220).
 * A press on sign-out is held by the page's start script and repeated on React's button (decision 229).
 */
export function enableFrameHeader(container: HTMLElement) {
  enableHeaderMenu(container);
  trackFrameMenu(container);
}
