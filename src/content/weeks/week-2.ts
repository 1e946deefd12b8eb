import type { Localized } from "@/content/journey-types";
import { week2De } from "@/content/weeks/week-2-de";
import { week2En } from "@/content/weeks/week-2-en";
import type { Week2Content } from "@/content/weeks/week-2-shape";

/** Week 2 – Werte & Stärken. */
export const week2: Localized<Week2Content> = { de: week2De, en: week2En };
