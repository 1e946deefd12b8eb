// Without zod, so the week page's content can read it (decision 131: constants pages read live in
// zod-free modules).

type Draft = { text?: unknown; rating?: unknown; chosen?: unknown };

/**
 * The purpose statement: the draft the member marked as theirs; without a mark, the highest-rated
 * draft rated 1 or more; on a tie the earlier draft wins.
 */
export function favouriteDraft(drafts: unknown): string | null {
  if (!Array.isArray(drafts)) return null;
  const marked = (drafts as Draft[]).find(
    (draft) => draft?.chosen === true && typeof draft.text === "string" && draft.text.trim(),
  );
  if (marked) return (marked.text as string).trim();
  let best: { text: string; rating: number } | null = null;
  for (const draft of drafts as Draft[]) {
    if (!draft || typeof draft.text !== "string" || typeof draft.rating !== "number") continue;
    const text = draft.text.trim();
    if (!text || draft.rating < 1) continue;
    if (!best || draft.rating > best.rating) best = { text, rating: draft.rating };
  }
  return best?.text ?? null;
}
