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
