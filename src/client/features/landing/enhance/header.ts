import { showToast } from "@/client/features/landing/enhance/toast";
import type { LandingMessages } from "@/client/features/landing/landing-messages";
import { signOutAndLeave } from "@/client/lib/session-actions";

/** The header's phone menu and sign-out (site-header.tsx's markup). */
export function enhanceHeader(messages: LandingMessages) {
  const toggle = document.querySelector<HTMLButtonElement>("button[data-menu-toggle]");
  const menu = document.getElementById(toggle?.getAttribute("aria-controls") ?? "");
  if (toggle && menu) {
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

  const signOut = document.querySelector<HTMLButtonElement>("button[data-sign-out]");
  signOut?.addEventListener("click", async () => {
    signOut.disabled = true;
    try {
      await signOutAndLeave(messages.signedOut);
    } catch {
      signOut.disabled = false;
      showToast("error", messages.signOutFailed, messages.close);
    }
  });
}
