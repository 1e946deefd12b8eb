import type { Quote, WeekContentBase } from "@/content/journey-types";
import type { TaskId } from "@/shared/journey-fields";

/** The shape of week 2's texts, in each language. */
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
