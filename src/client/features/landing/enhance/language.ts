import { languageCookie, persistLanguage, storedLanguage } from "@/client/lib/browser-state";
import { saveLanguageChoice } from "@/client/lib/session-actions";
import { isLanguage, LANGUAGE_PARAM, type Language } from "@/shared/languages";

/**
 * Keeps the server-rendered page and the browser's language choice in step, and makes the selector
 * work. Returns false when the page is about to reload in the right language.
 */
export function enhanceLanguage(): boolean {
  const pageLanguage = document.documentElement.lang;
  const url = new URL(window.location.href);
  const fromLink = url.searchParams.get(LANGUAGE_PARAM);
  if (isLanguage(fromLink)) {
    // A shared ?lang= link: keep the choice for the rest of the visit, and a clean address.
    persistLanguage(fromLink);
    url.searchParams.delete(LANGUAGE_PARAM);
    history.replaceState(history.state, "", `${url.pathname}${url.search}${url.hash}`);
  } else if (!languageCookie()) {
    // Chosen before the server could know (local storage only): tell it, and show that language.
    const stored = storedLanguage();
    if (stored) {
      persistLanguage(stored);
      if (stored !== pageLanguage) {
        showPageIn(stored);
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
      void saved.then(() => showPageIn(language));
    });
  }
  return true;
}

/**
 * Loads this page again in `language`. Not a reload: Chromium hands a cookie written by document.cookie
 * to its network service asynchronously, and a navigation started right after can overtake it (the page
 * came back in the old language, about once in twenty under load). The address carries the choice; the
 * page keeps it and takes ?lang= off again.
 */
function showPageIn(language: Language) {
  const next = new URL(window.location.href);
  next.searchParams.set(LANGUAGE_PARAM, language);
  window.location.replace(next);
}
