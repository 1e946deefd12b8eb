import type { JourneyStandings } from "@/shared/admin";

const WIDTH = 240;
const HEIGHT = 56;

export type JourneyBar = { key: string; label: string; short: string; count: number };

/** From the overview's standings: not started, weeks 1–5, finished — in the journey's order. */
export function journeyBars(
  journey: JourneyStandings,
  labels: { notStarted: string; week: (n: number) => string; finished: string },
): JourneyBar[] {
  return [
    { key: "notStarted", label: labels.notStarted, short: "–", count: journey.notStarted },
    ...journey.weeks.map((w) => ({
      key: `week-${w.week}`,
      label: labels.week(w.week),
      short: String(w.week),
      count: w.members,
    })),
    { key: "finished", label: labels.finished, short: "✓", count: journey.finished },
  ];
}

/** Members per week as a small bar chart in the style of the usage charts (decision 192). */
export function JourneyChart({ bars, label }: { bars: JourneyBar[]; label: string }) {
  const max = Math.max(1, ...bars.map((b) => b.count));
  const slot = WIDTH / bars.length;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-20 w-full text-primary"
      role="img"
      aria-label={label}
      preserveAspectRatio="none"
    >
      <line x1={0} y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="stroke-border" strokeWidth={1} />
      {bars.map((b, i) => {
        const h = b.count === 0 ? 0 : Math.max(2, (b.count / max) * (HEIGHT - 4));
        return (
          <rect
            key={b.key}
            x={i * slot + 3}
            y={HEIGHT - h}
            width={Math.max(1, slot - 6)}
            height={h}
            rx={1.5}
            fill="currentColor"
            className={b.key === "finished" ? "text-accent" : undefined}
          >
            <title>{`${b.label}: ${b.count}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}
