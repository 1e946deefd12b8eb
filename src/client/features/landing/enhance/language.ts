import { languageCookie, persistLanguage, storedLanguage } from "@/client/lib/browser-state";
import { saveLanguageChoice } from "@/client/lib/session-actions";
import { isLanguage } from "@/shared/languages";

/**
 * Keeps the server-rendered page and the browser's language choice in step, and makes the selector
 * work. Returns false when the page is about to reload in the right language.
 */
export function enhanceLanguage(): boolean {
  const pageLanguage = document.documentElement.lang;
  const url = new URL(window.location.href);
  const fromLink = url.searchParams.get("lang");
  if (isLanguage(fromLink)) {
    // A shared ?lang= link: keep the choice for the rest of the visit, and a clean address.
    persistLanguage(fromLink);
    url.searchParams.delete("lang");
    history.replaceState(history.state, "", `${url.pathname}${url.search}${url.hash}`);
  } else if (!languageCookie()) {
    // Chosen before the server could know (local storage only): tell it, and show that language.
    const stored = storedLanguage();
    if (stored) {
      persistLanguage(stored);
      if (stored !== pageLanguage) {
        window.location.reload();
        return false;
      }
    }
  }

  // Two selectors (bar and phone menu); CSS shows one of them.
  for (const select of document.querySelectorAll<HTMLSelectElement>("select[data-language-select]")) {
    select.addEventListener("change", () => {
      const language = select.value;
      if (!isLanguage(language)) return;
      const signedIn = Boolean(document.querySelector("[data-sign-out]"));
      const saved = saveLanguageChoice(language, signedIn);
      void saved.then(() => window.location.reload());
    });
  }
  return true;
}
