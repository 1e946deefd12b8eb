// The behaviour of a header rendered by the server (site-header.tsx's markup, `data-menu-toggle`,
// `data-sign-out`) in plain DOM code: the landing page's header, and an SPA page's frame until React
// takes over from it (decision 217). No React, so the landing page stays small.

import { FRAME_MENU_WIRED, MENU_TOGGLE } from "@/shared/frame-menu";

/** The toggles this code drives: the server's markup, never one that React renders. */
const plainToggles = new WeakSet<Element>();

/** The phone menu: the toggle opens and closes it, a link or Escape closes it. */
export function enableHeaderMenu(root: ParentNode = document) {
  const toggle = root.querySelector<HTMLButtonElement>(MENU_TOGGLE);
  const menu = toggle ? document.getElementById(toggle.getAttribute("aria-controls") ?? "") : null;
  if (!toggle || !menu) return;
  plainToggles.add(toggle);
  const setOpen = (open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    menu.hidden = !open;
  };
  // A frame's toggle that the page's start script already opens and closes (decision 228) keeps that.
  if (!toggle.hasAttribute(FRAME_MENU_WIRED)) toggle.addEventListener("click", () => setOpen(menu.hidden));
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

type FrameMenuState = { open: boolean; focused: boolean };
const CLOSED: FrameMenuState = { open: false, focused: false };

/**
 * The frame's menu toggle, kept past its removal: React's first commit takes the frame out of the
 * document, and with a render in slices (decision 220) a person can still use the frame's menu after
 * React's header has rendered and before that commit.
 */
let frameMenu: { toggle: HTMLButtonElement; focused: boolean } | null = null;

/** Follows the frame's menu (opened or not, focused or not) for React's header (decision 217). */
export function trackFrameMenu(root: ParentNode) {
  const toggle = root.querySelector<HTMLButtonElement>(MENU_TOGGLE);
  if (!toggle || !plainToggles.has(toggle)) return;
  const tracked = { toggle, focused: document.activeElement === toggle };
  toggle.addEventListener("focus", () => {
    tracked.focused = true;
  });
  // A blur by the person, not one from the commit taking the toggle out of the document.
  toggle.addEventListener("blur", () =>
    queueMicrotask(() => {
      if (toggle.isConnected) tracked.focused = false;
    }),
  );
  frameMenu = tracked;
}

/** What was done with the frame's menu so far, without taking it: for React's header's first render. */
export function peekFrameMenuState(): FrameMenuState {
  if (!frameMenu) return CLOSED;
  return { open: frameMenu.toggle.getAttribute("aria-expanded") === "true", focused: frameMenu.focused };
}

/**
 * What a person did with the frame's menu before React took over, taken once, when React's header
 * commits over the frame: it starts from this instead of closed and unfocused. Null once taken, so a
 * header mounted later starts closed.
 */
export function takeFrameMenuState(): FrameMenuState | null {
  if (!frameMenu) return null;
  const state = peekFrameMenuState();
  frameMenu = null;
  return state;
}
