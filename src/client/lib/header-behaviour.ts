// The behaviour of the landing page's header (site-header.tsx's markup) in plain DOM code: the page
// runs no React in the browser (decision 025), so it stays small.

/**
 * The phone menu is a native popover, which opens and closes by itself; this keeps the toggle's
 * aria-expanded with it and closes the menu when one of its links is followed (the anchors scroll
 * within the page).
 */
export function enableHeaderMenu(root: ParentNode = document) {
  const toggle = root.querySelector<HTMLButtonElement>("button[data-menu-toggle]");
  const menu = toggle ? document.getElementById(toggle.getAttribute("aria-controls") ?? "") : null;
  if (!toggle || !menu) return;
  const sync = () => toggle.setAttribute("aria-expanded", String(menu.matches(":popover-open")));
  sync();
  menu.addEventListener("toggle", sync);
  menu.addEventListener("click", (event) => {
    if ((event.target as HTMLElement).closest("a")) menu.hidePopover();
  });
}

/**
 * Sign-out: `signOut` (the caller's `signOutAndLeave`, so this module imports nothing and adds nothing
 * to the page's script); the button is disabled meanwhile and `onFailure` is told when the server
 * refused.
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
