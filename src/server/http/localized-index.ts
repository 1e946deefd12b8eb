import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@/shared/languages";
import { SITE_META } from "@/shared/site-meta";

const escapeAttr = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** index.html with the title, description, Open Graph tags and lang attribute of one language. */
export function localizeIndexHtml(html: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return html;
  const meta = SITE_META[language];
  const setContent = (source: string, attr: string, value: string) =>
    source.replace(
      new RegExp(`(<meta ${attr} content=")[^"]*(")`),
      (_m, start: string, end: string) => `${start}${escapeAttr(value)}${end}`,
    );
  let out = html
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttr(meta.title)}</title>`)
    // The web app manifest in the page's language (public/manifest.<lang>.webmanifest, decision 210).
    .replace('href="/manifest.webmanifest"', `href="/manifest.${language}.webmanifest"`);
  out = setContent(out, 'name="description"', meta.description);
  out = setContent(out, 'property="og:title"', meta.title);
  out = setContent(out, 'property="og:description"', meta.ogDescription);
  out = setContent(out, 'property="og:locale"', meta.locale);
  out = setContent(out, 'property="og:locale:alternate"', meta.altLocale);
  return out;
}

/**
 * ?lang= (a link from a mail) wins, then the browser's choice (the cookie the SPA sets with local
 * storage), else German: never Accept-Language, because the SPA cannot read it and would start in
 * German under an English shell (docs/decisions/160-language-until-chosen.md).
 */
export function requestLanguage(query: string | undefined, cookie: string | undefined): Language {
  if (isLanguage(query)) return query;
  if (isLanguage(cookie)) return cookie;
  return DEFAULT_LANGUAGE;
}
