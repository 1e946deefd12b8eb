import type { Localized } from "@/content/journey-types";
import { week3De } from "@/content/weeks/week-3-de";
import { week3En } from "@/content/weeks/week-3-en";
import type { Week3Content } from "@/content/weeks/week-3-shape";

/** Week 3 – Beitrag & Wirkung. */
export const week3: Localized<Week3Content> = { de: week3De, en: week3En };
