/** A week's opening words. */
export function WeekIntro({ paragraphs }: { paragraphs: string[] }) {
  return (
    <div className="space-y-3 text-lg leading-relaxed">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

/** The wrapper of the content of weeks 2-5, whose first child is the week's intro. */
export const WEEK_CONTENT = "space-y-10";

/**
 * The start of the content of weeks 2-5 as the server renders it with the page (decision 223): the
 * intro, the largest text of the week's first screen on a phone, in the content's own wrapper.
 */
export function WeekOpeningWords({ paragraphs }: { paragraphs: string[] }) {
  return (
    <div className={WEEK_CONTENT}>
      <WeekIntro paragraphs={paragraphs} />
    </div>
  );
}
