// Searching the forum (decision 186) without zod: the server builds its full-text
// query from these words, the client highlights them. Both split the same way.

import { SEARCH_MIN_TERM_LENGTH } from "@/shared/request-limits";

export const SEARCH_MAX_LENGTH = 100;
/** Words beyond this are ignored: a query is a few words, not a paragraph. */
export const SEARCH_MAX_TERMS = 8;
/** Results per search: the best matches, one per post. */
export const SEARCH_RESULT_LIMIT = 20;

const NON_WORD = /[^\p{L}\p{M}\p{N}]+/u;

/**
 * The query's words, lower-cased (ä for Ä, ß stays ß), without punctuation, each once. A word shorter
 * than SEARCH_MIN_TERM_LENGTH is dropped (decision 253): "Woche 1" searches "woche".
 */
export function searchTerms(query: string): string[] {
  const words = wordsOf(query).filter((word) => [...word].length >= SEARCH_MIN_TERM_LENGTH);
  return [...new Set(words)].slice(0, SEARCH_MAX_TERMS);
}

/** A text's words as the search compares them: lower-cased, without punctuation, in order. */
export function wordsOf(text: string): string[] {
  return text.normalize("NFC").toLocaleLowerCase("de").split(NON_WORD).filter(Boolean);
}

/** A query with no word long enough to search for: refused as `search_too_short`. */
export function isSearchTooShort(query: string): boolean {
  return searchTerms(query).length === 0;
}

/** Splits a text into parts, marking each word that starts with one of the terms (a prefix match). */
export function highlightParts(
  text: string,
  terms: readonly string[],
): Array<{ text: string; hit: boolean }> {
  const parts: Array<{ text: string; hit: boolean }> = [];
  if (terms.length === 0) return [{ text, hit: false }];
  const word = /[\p{L}\p{M}\p{N}]+/gu;
  let last = 0;
  for (const match of text.matchAll(word)) {
    const lower = match[0].normalize("NFC").toLocaleLowerCase("de");
    if (!terms.some((term) => lower.startsWith(term))) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index), hit: false });
    parts.push({ text: match[0], hit: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), hit: false });
  return parts;
}
