import type { UsageSeries } from "@/shared/admin";

const WIDTH = 240;
const HEIGHT = 56;

/** A small bar chart of one metric's 30 days, plain SVG; the numbers are in the table below. */
export function UsageChart({
  series,
  label,
  dayLabel,
}: {
  series: UsageSeries;
  label: string;
  dayLabel: (day: string) => string;
}) {
  const max = Math.max(1, ...series.days.map((d) => d.count));
  const slot = WIDTH / series.days.length;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-14 w-full text-primary"
      role="img"
      aria-label={label}
      preserveAspectRatio="none"
    >
      <line x1={0} y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="stroke-border" strokeWidth={1} />
      {series.days.map((d, i) => {
        const h = d.count === 0 ? 0 : Math.max(2, (d.count / max) * (HEIGHT - 4));
        return (
          <rect
            key={d.day}
            x={i * slot + 1}
            y={HEIGHT - h}
            width={Math.max(1, slot - 2)}
            height={h}
            rx={1}
            fill="currentColor"
          >
            <title>{`${dayLabel(d.day)}: ${d.count}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}
