import type { Language } from "@/shared/languages";

/** A line of a task's content: a plain prompt, or a short subtitle with its text. */
export type TaskLine = string | { subtitle: string; text: string };

/** One exercise card of a week; also a section of the printable reflection document. */
export type TaskContent<Id extends string = string> = {
  id: Id;
  title: string;
  description: string;
  content: TaskLine[];
  note?: string;
  challenge?: string;
};

export type JournalingContent = {
  title: string;
  description: string;
  prompt: string;
  placeholder: string;
};

export type Quote = { text: string; author: string };

/** What every week has: the shape the printable document reads. */
export type WeekContentBase<Id extends string = string> = {
  title: string;
  subtitle: string;
  intro: string[];
  tasks: TaskContent<Id>[];
  journaling: JournalingContent;
};

export type Localized<T> = Record<Language, T>;

export type CrisisHelpline = {
  number: string;
  name: string;
  description: string;
  /** Where the number works, where that is not the reader's own country (e.g. "EU", "US"). */
  region?: string;
};
