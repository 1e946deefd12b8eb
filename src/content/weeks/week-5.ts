import type { Localized } from "@/content/journey-types";
import { week5De } from "@/content/weeks/week-5-de";
import { week5En } from "@/content/weeks/week-5-en";
import type { Week5Content } from "@/content/weeks/week-5-shape";

/** Week 5 – Integration & Alltag. */
export const week5: Localized<Week5Content> = { de: week5De, en: week5En };
