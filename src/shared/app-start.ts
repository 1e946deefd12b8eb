import type { Language } from "@/shared/languages";

/**
 * The modules the SPA's entry imports one after another, each in a task of its own (decision 232):
 * React's renderer, then the app. The server announces them with the entry, so they are fetched with
 * it; `main.tsx` imports them by these paths (Vite needs the literal paths there).
 */
export const APP_START_MODULES = ["src/client/app/react-root.ts", "src/client/app/app-start.tsx"] as const;

/** The module of the texts every page renders with, in one language (`client/i18n/i18n.ts`). */
export const commonTextsModule = (language: Language) => `src/client/i18n/${language}/common.json`;
