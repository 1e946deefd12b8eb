import { showToast } from "@/client/features/landing/enhance/toast";
import type { LandingMessages } from "@/client/features/landing/landing-messages";
import { enableHeaderMenu, enableHeaderSignOut } from "@/client/lib/header-behaviour";
import { signOutAndLeave } from "@/client/lib/session-actions";

/** The header's phone menu and sign-out (site-header.tsx's markup). */
export function enhanceHeader(messages: LandingMessages) {
  enableHeaderMenu();
  enableHeaderSignOut(
    document,
    () => signOutAndLeave(messages.signedOut),
    () => showToast("error", messages.signOutFailed, messages.close),
  );
}
