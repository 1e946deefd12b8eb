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
