export const LANGUAGES = ["de", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "de";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The cookie that tells the server which language a browser chose (the server renders the landing page). */
export const LANGUAGE_COOKIE = "pj_language";

/** The query parameter that opens a page in a language (links in mails, shared links). */
export const LANGUAGE_PARAM = "lang";

/**
 * A link that opens in `language` on any device, also one that never chose a language: the server
 * renders the page in it (?lang= comes first, `server/pages/page-language.ts`). Appended, so the link
 * is otherwise unchanged; a link through the API (e-mail verification) carries it on to the page it
 * redirects to.
 */
export function linkInLanguage(url: string, language: Language): string {
  const hashAt = url.indexOf("#");
  const base = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? "" : url.slice(hashAt);
  const callback = /([?&]callbackURL=)([^&]*)/.exec(base);
  if (callback) {
    const target = linkInLanguage(decodeURIComponent(callback[2]!), language);
    return `${base.replace(callback[0], `${callback[1]}${encodeURIComponent(target)}`)}${hash}`;
  }
  if (new RegExp(`[?&]${LANGUAGE_PARAM}=`).test(base)) return url;
  return `${base}${base.includes("?") ? "&" : "?"}${LANGUAGE_PARAM}=${language}${hash}`;
}
