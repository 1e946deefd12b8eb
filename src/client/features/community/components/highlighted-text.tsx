import { highlightParts } from "@/shared/community-search";

/**
 * A text with the words that start with one of `terms` marked (decision 186). The parts are React
 * text nodes and <mark> elements: the member's text is never read as HTML.
 */
export function HighlightedText({ text, terms }: { text: string; terms: readonly string[] }) {
  let offset = 0;
  return (
    <>
      {highlightParts(text, terms).map((part) => {
        const key = offset;
        offset += part.text.length;
        return part.hit ? (
          <mark key={key} className="rounded-sm bg-primary/15 px-0.5 font-semibold text-foreground">
            {part.text}
          </mark>
        ) : (
          <span key={key}>{part.text}</span>
        );
      })}
    </>
  );
}
