import { createContext, use, useContext } from "react";
import { loadOnce } from "@/client/lib/load-once";
import type { Week1Content } from "@/content/weeks/week-1-shape";
import type { Week2Content } from "@/content/weeks/week-2-shape";
import type { Week3Content } from "@/content/weeks/week-3-shape";
import type { Week4Content } from "@/content/weeks/week-4-shape";
import type { Week5Content } from "@/content/weeks/week-5-shape";
import type { Language } from "@/shared/languages";

export type WeekTexts = {
  1: Week1Content;
  2: Week2Content;
  3: Week3Content;
  4: Week4Content;
  5: Week5Content;
};
type Week = keyof WeekTexts;

/**
 * The texts the week's route sent with its answer (`routes/week-n.tsx`): one week of five in the page's
 * language (decision 218), as data in the page, not as code.
 */
export type SentWeekTexts = { week: number; language: Language; texts: unknown };
export const WeekTextsContext = createContext<SentWeekTexts | null>(null);

/**
 * Without them — offline from the shell, or just after a switch of language, until the page's answer
 * in the new language is in — each week's texts in each language are a module of their own.
 */
const loaders: { [W in Week]: Record<Language, () => Promise<WeekTexts[W]>> } = {
  1: {
    de: () => import("@/content/weeks/week-1-de").then((m) => m.week1De),
    en: () => import("@/content/weeks/week-1-en").then((m) => m.week1En),
  },
  2: {
    de: () => import("@/content/weeks/week-2-de").then((m) => m.week2De),
    en: () => import("@/content/weeks/week-2-en").then((m) => m.week2En),
  },
  3: {
    de: () => import("@/content/weeks/week-3-de").then((m) => m.week3De),
    en: () => import("@/content/weeks/week-3-en").then((m) => m.week3En),
  },
  4: {
    de: () => import("@/content/weeks/week-4-de").then((m) => m.week4De),
    en: () => import("@/content/weeks/week-4-en").then((m) => m.week4En),
  },
  5: {
    de: () => import("@/content/weeks/week-5-de").then((m) => m.week5De),
    en: () => import("@/content/weeks/week-5-en").then((m) => m.week5En),
  },
};

// One promise per week and language for the page's life: `use` needs the same promise on every render.
const loading = new Map<string, () => Promise<unknown>>();

export function loadWeekTexts<W extends Week>(week: W, language: Language): Promise<WeekTexts[W]> {
  const key = `${week}:${language}`;
  let load = loading.get(key);
  if (!load) {
    load = loadOnce(loaders[week][language]);
    loading.set(key, load);
  }
  return load() as Promise<WeekTexts[W]>;
}

/**
 * The week's texts: the route's, or else their module's (it suspends until the module is there, and the
 * page's Suspense shows the loading state).
 */
export function useWeekTexts<W extends Week>(week: W, language: Language): WeekTexts[W] {
  const sent = useContext(WeekTextsContext);
  if (sent && sent.week === week && sent.language === language) return sent.texts as WeekTexts[W];
  return use(loadWeekTexts(week, language));
}
