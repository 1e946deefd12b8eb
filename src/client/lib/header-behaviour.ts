// The behaviour of a header rendered by the server (site-header.tsx's markup, `data-menu-toggle`,
// `data-sign-out`) in plain DOM code: the landing page's header, and an SPA page's frame until React
// takes over from it (decision 217). No React, so the landing page stays small.

/** The toggles this code drives: the server's markup, never one that React renders. */
const plainToggles = new WeakSet<Element>();

/** The phone menu: the toggle opens and closes it, a link or Escape closes it. */
export function enableHeaderMenu(root: ParentNode = document) {
  const toggle = root.querySelector<HTMLButtonElement>("button[data-menu-toggle]");
  const menu = toggle ? document.getElementById(toggle.getAttribute("aria-controls") ?? "") : null;
  if (!toggle || !menu) return;
  plainToggles.add(toggle);
  const setOpen = (open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    menu.hidden = !open;
  };
  toggle.addEventListener("click", () => setOpen(menu.hidden));
  // The anchors scroll within the page, so the menu gets out of the way.
  menu.addEventListener("click", (event) => {
    if ((event.target as HTMLElement).closest("a")) setOpen(false);
  });
  // Escape closes from inside the menu and on the toggle itself; focus stays on the toggle.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape" && !menu.hidden) {
      setOpen(false);
      toggle.focus();
    }
  };
  menu.addEventListener("keydown", closeOnEscape);
  toggle.addEventListener("keydown", closeOnEscape);
}

/**
 * Sign-out: `signOut` (the caller's `signOutAndLeave`, so this module imports nothing and adds nothing
 * to either entry's shared chunks); the button is disabled meanwhile and `onFailure` is told when the
 * server refused.
 */
export function enableHeaderSignOut(root: ParentNode, signOut: () => Promise<void>, onFailure: () => void) {
  const button = root.querySelector<HTMLButtonElement>("button[data-sign-out]");
  button?.addEventListener("click", async () => {
    button.disabled = true;
    try {
      await signOut();
    } catch {
      button.disabled = false;
      onFailure();
    }
  });
}

/**
 * What a person did with the frame's menu before React took over: React's first commit replaces the
 * frame, so its header starts from this instead of closed and unfocused. Read during that first render,
 * while the frame's toggle is still in the document; once React's header has replaced it, a header
 * mounted later starts closed.
 */
export function takeFrameMenuState(): { open: boolean; focused: boolean } {
  const toggle =
    typeof document === "undefined"
      ? null
      : document.querySelector<HTMLButtonElement>("#root[data-frame] button[data-menu-toggle]");
  if (!toggle || !plainToggles.has(toggle)) return { open: false, focused: false };
  return {
    open: toggle.getAttribute("aria-expanded") === "true",
    focused: document.activeElement === toggle,
  };
}
