import type { Quote, WeekContentBase } from "@/content/journey-types";
import type { ImpactCircle, ImpactStyle, TaskId } from "@/shared/journey-fields";

type Option = { label: string; description: string };

/** The shape of week 3's texts, in each language. */
export type Week3Content = WeekContentBase<TaskId<3>> & {
  vision: { title: string; description: string; label: string; placeholder: string };
  circles: { title: string; description: string; options: Record<ImpactCircle, Option> };
  styles: { title: string; description: string; options: Record<ImpactStyle, Option> };
  ideas: { title: string; description: string; label: string; placeholder: string };
  quote: Quote;
};
