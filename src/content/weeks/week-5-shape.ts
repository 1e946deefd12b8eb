import type { Quote, WeekContentBase } from "@/content/journey-types";
import type { CommitmentLevel, DailyExample, LifeArea, TaskId } from "@/shared/journey-fields";

type TextField = { title: string; description: string; label: string; placeholder: string };
type CalendarEvent = { title: string; summary: string; description: string };

/** The shape of week 5's texts, in each language. */
export type Week5Content = WeekContentBase<TaskId<5>> & {
  examples: { title: string; description: string; items: Record<DailyExample, string> };
  commitment: {
    title: string;
    description: string;
    options: Record<CommitmentLevel, { label: string; description: string }>;
  };
  /** Spec section 9: the seven life areas and the instruction 'Wähle 2-3 Bereiche aus' (no limit enforced). */
  lifeAreas: { title: string; instruction: string; options: Record<LifeArea, string> };
  gratitude: TextField;
  purposeCheck: TextField & { questions: string[] };
  goals: TextField;
  calendar: {
    title: string;
    description: string;
    gratitude: CalendarEvent;
    check: CalendarEvent;
    /** Put before the member's purpose statement in the weekly check's description. */
    statementLabel: string;
  };
  closing: { title: string; text: string; action: string };
  quote: Quote;
};
