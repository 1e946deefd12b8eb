import type { Localized, Quote, WeekContentBase } from "@/content/journey-types";
import { week4De } from "@/content/weeks/week-4-de";
import { week4En } from "@/content/weeks/week-4-en";
import type { PurposeTestItem, TaskId } from "@/shared/journey-fields";

export type Week4Content = WeekContentBase<TaskId<4>> & {
  quotes: Quote[];
  formula: {
    title: string;
    description: string;
    /** The sentence around the two gaps: before the effect, and between the effect and the way. */
    before: string;
    between: string;
    effectLabel: string;
    effectGap: string;
    effectPlaceholder: string;
    wayLabel: string;
    wayGap: string;
    wayPlaceholder: string;
    previewLabel: string;
  };
  drafts: { title: string; description: string; label: string; placeholder: string };
  test: { title: string; description: string; items: Record<PurposeTestItem, string> };
  coach: { title: string; text: string };
  closingQuote: Quote;
};

/** Week 4 – Purpose-Formulierung. */
export const week4: Localized<Week4Content> = { de: week4De, en: week4En };
