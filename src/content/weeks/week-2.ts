import type { Localized, Quote, WeekContentBase } from "@/content/journey-types";
import { week2De } from "@/content/weeks/week-2-de";
import { week2En } from "@/content/weeks/week-2-en";
import type { TaskId } from "@/shared/journey-fields";

export type Week2Content = WeekContentBase<TaskId<2>> & {
  values: { title: string; description: string };
  /** Spec section 9: 42 suggested value words. */
  valueWords: string[];
  strengths: { title: string; description: string };
  /** Spec section 9: 14 suggested strength words. */
  strengthWords: string[];
  challenge: { title: string; description: string };
  quote: Quote;
};

/** Week 2 – Werte & Stärken. */
export const week2: Localized<Week2Content> = { de: week2De, en: week2En };
