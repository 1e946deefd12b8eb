import type { Localized, WeekContentBase } from "@/content/journey-types";
import { week1De } from "@/content/weeks/week-1-de";
import { week1En } from "@/content/weeks/week-1-en";
import type { TaskId } from "@/shared/journey-fields";

export type Week1Content = WeekContentBase<TaskId<1>> & {
  warning: { title: string; text: string; action: string };
  crisis: { title: string; intro: string; closing: string };
  returnBanner: { title: string; text: string; action: string };
  tip: { title: string; text: string };
  paceNote: { title: string; text: string };
};

/** Week 1 – Rückblick & Muster. */
export const week1: Localized<Week1Content> = { de: week1De, en: week1En };
