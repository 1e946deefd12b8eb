import { showToast } from "@/client/features/landing/enhance/toast";
import type { LandingMessages } from "@/client/features/landing/landing-messages";
import { enableHeaderMenu } from "@/client/lib/header-menu";
import { signOutAndLeave } from "@/client/lib/session-actions";

/** The header's phone menu and sign-out (site-header.tsx's markup). */
export function enhanceHeader(messages: LandingMessages) {
  enableHeaderMenu();

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
