import type { Localized } from "@/content/journey-types";
import { week4De } from "@/content/weeks/week-4-de";
import { week4En } from "@/content/weeks/week-4-en";
import type { Week4Content } from "@/content/weeks/week-4-shape";

/** Week 4 – Purpose-Formulierung. */
export const week4: Localized<Week4Content> = { de: week4De, en: week4En };
