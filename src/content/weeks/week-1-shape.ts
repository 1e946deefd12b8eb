import type { WeekContentBase } from "@/content/journey-types";
import type { TaskId } from "@/shared/journey-fields";

/** The shape of week 1's texts, in each language. */
export type Week1Content = WeekContentBase<TaskId<1>> & {
  warning: { title: string; text: string; action: string };
  crisis: { title: string; intro: string; closing: string };
  returnBanner: { title: string; text: string; action: string };
  tip: { title: string; text: string };
  paceNote: { title: string; text: string };
};
