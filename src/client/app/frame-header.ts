import i18n from "@/client/i18n/i18n";
import { enableHeaderMenu, enableHeaderSignOut, trackFrameMenu } from "@/client/lib/header-behaviour";
import { signOutAndLeave } from "@/client/lib/session-actions";
import { toast } from "@/client/lib/toast";

/**
 * The server's frame (decision 200) stays on screen until the route's code has loaded, a second or more
 * on a slow phone. Its header looks ready, so it works like the React header it stands for (decision
 * 217): the phone menu opens and closes, and sign-out signs out. React's header starts from the
 * menu as the frame left it (`takeFrameMenuState`), also when it is used during a render in slices
 * (decision 220).
 */
export function enableFrameHeader(container: HTMLElement) {
  enableHeaderMenu(container);
  trackFrameMenu(container);
  enableHeaderSignOut(
    container,
    () => signOutAndLeave(i18n.t("auth.signedOut", { ns: "common" })),
    () => toast.error(i18n.t("auth.signOutFailed", { ns: "common" })),
  );
}
