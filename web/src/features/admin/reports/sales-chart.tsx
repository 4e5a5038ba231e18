import { formatMoney } from "@contract/pricing.ts";

export interface ChartBar {
  label: string;
  /** Net sales in cents; a day of refunds only may be below zero (drawn as nothing). */
  value: number;
}

/**
 * Net sales as plain SVG bars (decision 32: no charting library for one bar chart). Each bar has a title for
 * a pointer and the whole chart a table-like label list for screen readers.
 */
export function SalesChart({ bars, label }: { bars: ChartBar[]; label: string }) {
  const most = Math.max(1, ...bars.map((bar) => bar.value));
  const width = Math.max(bars.length * 14, 240);
  const height = 120;
  const step = width / Math.max(1, bars.length);
  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-40 w-full"
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
        data-testid="sales-chart"
      >
        {bars.map((bar, index) => {
          const h = Math.max(0, (bar.value / most) * (height - 4));
          return (
            <rect
              key={bar.label}
              x={index * step + step * 0.15}
              y={height - h}
              width={step * 0.7}
              height={h}
              rx={2}
              className="fill-terracotta"
            >
              <title>{`${bar.label}: ${formatMoney(bar.value)}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="flex justify-between text-xs text-coffee-700">
        <span>{bars[0]?.label}</span>
        <span>{bars.at(-1)?.label}</span>
      </figcaption>
    </figure>
  );
}
