import type { NewsletterMonth } from "@contract/newsletter-campaigns.ts";
import { useId } from "react";
import { useTranslation } from "../../../i18n/react.tsx";
import { monthLabel } from "./month-label.ts";

const width = 640;
const height = 260;
const pad = { top: 16, right: 24, bottom: 40, left: 60 };
// Large in the drawing's own units, so the labels stay readable when a phone shrinks the chart to its width.
const fontSize = 18;

/** A step up from the largest value to a round axis top: 1, 2 or 5 times a power of ten. */
function axisTop(max: number): number {
  if (max <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].map((f) => f * power).find((top) => top >= max) ?? 10 * power;
  return step;
}

/**
 * Subscribers at the end of each month, as an SVG line chart: no chart library in the bundle, and a title and
 * description for screen readers (the table below the chart holds the same figures as text).
 */
export function SubscribersChart({ months }: { months: NewsletterMonth[] }) {
  const { t } = useTranslation();
  const id = useId();
  const top = axisTop(Math.max(...months.map((m) => m.subscribers), 0));
  const innerWidth = width - pad.left - pad.right;
  const innerHeight = height - pad.top - pad.bottom;
  const x = (index: number) =>
    pad.left + (months.length > 1 ? (index / (months.length - 1)) * innerWidth : innerWidth / 2);
  const y = (value: number) => pad.top + innerHeight - (value / top) * innerHeight;
  const points = months.map((m, i) => `${x(i).toFixed(1)},${y(m.subscribers).toFixed(1)}`);
  const area = `M${x(0)},${y(0)} L${points.join(" L")} L${x(months.length - 1)},${y(0)} Z`;
  const ticks = [0, top / 4, top / 2, (3 * top) / 4, top];

  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      className="mx-auto h-auto w-full max-w-3xl"
    >
      <title id={`${id}-title`}>{t("adminNewsletter.analytics.chartTitle")}</title>
      <desc id={`${id}-desc`}>
        {t("adminNewsletter.analytics.chartDesc", { count: months.length })}{" "}
        {months.map((m) => `${monthLabel(m.month, "long")}: ${m.subscribers}`).join(", ")}
      </desc>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={pad.left}
            x2={width - pad.right}
            y1={y(tick)}
            y2={y(tick)}
            stroke="#F3E9DC"
            strokeWidth={1}
          />
          <text x={pad.left - 8} y={y(tick) + 4} textAnchor="end" fontSize={fontSize} fill="#6B4423">
            {Number.isInteger(tick) ? tick : ""}
          </text>
        </g>
      ))}
      <path d={area} fill="#4189DD" fillOpacity={0.12} />
      <polyline
        points={points.join(" ")}
        fill="none"
        stroke="#1F5FAE"
        strokeWidth={2.5}
        strokeLinejoin="round"
      />
      {months.map((m, i) => (
        <g key={m.month}>
          <circle cx={x(i)} cy={y(m.subscribers)} r={4} fill="#1F5FAE">
            <title>{`${monthLabel(m.month, "long")}: ${m.subscribers}`}</title>
          </circle>
          {/* Every other month, counted back from this one, keeps the labels from running into each other. */}
          {(months.length <= 6 || (months.length - 1 - i) % 2 === 0) && (
            <text
              x={x(i)}
              y={height - 12}
              textAnchor={i === months.length - 1 ? "end" : i === 0 ? "start" : "middle"}
              fontSize={fontSize}
              fill="#6B4423"
            >
              {monthLabel(m.month)}
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}
