import type { Quote, WeekContentBase } from "@/content/journey-types";
import type { PurposeTestItem, TaskId } from "@/shared/journey-fields";

/** The shape of week 4's texts, in each language. */
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
