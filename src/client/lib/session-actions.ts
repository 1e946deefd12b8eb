/**
 * Account actions the SPA and the landing page's plain script share; no React, so the landing page
 * stays small.
 */
import { authFetch } from "@/client/lib/api";
import { api, call } from "@/client/lib/api-client";
import { announceAuthChange, persistLanguage, reloadWithNotice } from "@/client/lib/browser-state";
import type { Language } from "@/shared/languages";
import { paths } from "@/shared/routes";

/**
 * Signs out, tells the other tabs, and returns to the landing page with a fresh load: nothing of the
 * session stays in memory, and no signed-in page's guard can send the user to /login on the way.
 * Throws (and stays) when the server did not sign out.
 */
export async function signOutAndLeave(signedOutNotice: string): Promise<void> {
  await authFetch("/api/auth/sign-out", { method: "POST", body: {} });
  announceAuthChange("signed-out");
  reloadWithNotice(paths.home, signedOutNotice);
}

/** Keeps a language choice in this browser and, when signed in, in the profile (best effort). */
export async function saveLanguageChoice(language: Language, signedIn: boolean): Promise<void> {
  persistLanguage(language);
  if (!signedIn) return;
  await call(() => api.profile.$patch({ json: { language } })).catch(() => undefined);
}
