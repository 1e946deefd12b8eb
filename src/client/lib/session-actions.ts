/**
 * Account actions the app and the landing page's plain script share; no React, so the landing page
 * stays small.
 */
import { authFetch } from "@/client/lib/api";
import { api, call } from "@/client/lib/api-client";
import { announceAuthChange, persistLanguage, reloadWithNotice } from "@/client/lib/browser-state";
import {
  clearOfflineData,
  isNetworkFailure,
  markSignOutPending,
  signOutPending,
} from "@/client/lib/offline-copy";
import type { Language } from "@/shared/languages";
import { paths } from "@/shared/routes";

/**
 * Signs out, tells the other tabs, and returns to the landing page with a fresh load: nothing of the
 * session stays in memory, and no signed-in page's guard can send the user to /login on the way.
 * What this browser kept for the member (offline copies, unsent answers) is removed first, so a shared
 * device shows nothing of them even when the server cannot be reached: then the sign-out is sent as
 * soon as the network is back (`sendPendingSignOut`) and the page goes to the sign-in form, which the
 * service worker can serve offline (decision 213). Throws (and stays) when the server refused.
 */
export async function signOutAndLeave(signedOutNotice: string): Promise<void> {
  clearOfflineData();
  try {
    await authFetch("/api/auth/sign-out", { method: "POST", body: {} });
  } catch (err) {
    if (!isNetworkFailure(err)) throw err;
    markSignOutPending(true);
    announceAuthChange("signed-out");
    reloadWithNotice(paths.login, signedOutNotice);
    return;
  }
  markSignOutPending(false);
  announceAuthChange("signed-out");
  reloadWithNotice(paths.home, signedOutNotice);
}

/** Sends a sign-out that was made offline; true when none is left waiting. */
export async function sendPendingSignOut(): Promise<boolean> {
  if (!signOutPending()) return true;
  try {
    await authFetch("/api/auth/sign-out", { method: "POST", body: {} });
  } catch (err) {
    if (isNetworkFailure(err)) return false;
    // Any other answer (no session any more, say): nothing left to end.
  }
  markSignOutPending(false);
  clearOfflineData();
  return true;
}

/** Keeps a language choice in this browser and, when signed in, in the profile (best effort). */
export async function saveLanguageChoice(language: Language, signedIn: boolean): Promise<void> {
  persistLanguage(language);
  if (!signedIn) return;
  await call(() => api.profile.$patch({ json: { language } })).catch(() => undefined);
}
