import type { Localized, Quote, WeekContentBase } from "@/content/journey-types";
import { week3De } from "@/content/weeks/week-3-de";
import { week3En } from "@/content/weeks/week-3-en";
import type { ImpactCircle, ImpactStyle, TaskId } from "@/shared/journey-fields";

type Option = { label: string; description: string };

export type Week3Content = WeekContentBase<TaskId<3>> & {
  vision: { title: string; description: string; label: string; placeholder: string };
  circles: { title: string; description: string; options: Record<ImpactCircle, Option> };
  styles: { title: string; description: string; options: Record<ImpactStyle, Option> };
  ideas: { title: string; description: string; label: string; placeholder: string };
  quote: Quote;
};

/** Week 3 – Beitrag & Wirkung. */
export const week3: Localized<Week3Content> = { de: week3De, en: week3En };
