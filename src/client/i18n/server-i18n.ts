import { createInstance, type i18n as I18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@/shared/languages";

const catalogs = import.meta.glob<{ default: Record<string, unknown> }>("./*/*.json", { eager: true });

/** Every namespace in both languages: the server renders any page in either. */
const resources: Resource = {};
for (const [file, module] of Object.entries(catalogs)) {
  const [, language, namespace] = /^\.\/(\w+)\/(\w+)\.json$/.exec(file) ?? [];
  if (!language || !namespace) continue;
  resources[language] ??= {};
  resources[language][namespace] = module.default;
}

/** A namespace's texts in one language, as the page's loader hands them to the browser. */
export function catalog(language: Language, namespace: string): Record<string, unknown> {
  return (resources[language]?.[namespace] as Record<string, unknown> | undefined) ?? {};
}

const instances = new Map<Language, I18n>();
const renderViews = new Map<Language, I18n>();

/**
 * One fully loaded, synchronous i18next instance per language for rendering pages on the server
 * (`entry.server.tsx`). The browser's own instance (`client-i18n.ts`) starts with the texts the page's
 * loaders sent, so both render the same words.
 */
export function serverI18n(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: language,
      fallbackLng: false,
      supportedLngs: LANGUAGES,
      ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
      defaultNS: "common",
      resources,
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    });
    instances.set(language, instance);
  }
  return instance;
}

/**
 * The instance as the server's render sees it: an object with no properties of its own whose
 * prototype is the instance. react-i18next's `useTranslation` copies every own property of the
 * instance it is given into a new object, once for each component that calls it (so that the copy
 * changes identity when the language changes); with a real instance that copy was about a twentieth
 * of a member page's CPU on the server, where a page renders once and its language never changes.
 * Nothing writes through the view (no `changeLanguage` on the server), so every read reaches the
 * instance.
 */
export function serverRenderI18n(language: Language): I18n {
  let view = renderViews.get(language);
  if (!view) {
    view = Object.create(serverI18n(language)) as I18n;
    renderViews.set(language, view);
  }
  return view;
}
