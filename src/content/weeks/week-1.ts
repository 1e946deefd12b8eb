import type { Localized } from "@/content/journey-types";
import { week1De } from "@/content/weeks/week-1-de";
import { week1En } from "@/content/weeks/week-1-en";
import type { Week1Content } from "@/content/weeks/week-1-shape";

/** Week 1 – Rückblick & Muster. */
export const week1: Localized<Week1Content> = { de: week1De, en: week1En };
