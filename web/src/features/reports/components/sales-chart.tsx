import { formatMoney } from "@contract/pricing.ts";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "../../../i18n/react.tsx";

export interface ChartBar {
  key: string;
  /** Under the bar: a day of the month or an hour. */
  short: string;
  /** In full, for the bar's name and the hidden table. */
  long: string;
  netSales: number;
  orders: number;
}

const SLOT = 28;
const BAR = 20;
const PLOT = 160;
const TOP = 20;
const HEIGHT = TOP + PLOT + 24;

/**
 * Bars of net sales in plain SVG (docs/decisions/0039-reports-chart-in-plain-svg.md): each bar is named for screen readers and has a tooltip,
 * and a visually hidden table carries the same figures. Bars keep a finger's width; a long range scrolls sideways.
 */
export function SalesChart({ bars, caption }: { bars: ChartBar[]; caption: string }) {
  const { t } = useTranslation();
  const captionId = useId();
  const box = useRef<HTMLElement>(null);
  const firstSale = bars.findIndex((bar) => bar.netSales !== 0);
  // On a phone the box shows a dozen bars: bring the first one with sales into view rather than empty hours.
  useEffect(() => {
    if (box.current) box.current.scrollLeft = Math.max(0, firstSale * SLOT - SLOT);
  }, [firstSale]);
  const max = Math.max(1, ...bars.map((bar) => bar.netSales));
  // A label under every bar while they fit, else under every seventh (a week of days).
  const labelEvery = bars.length > 40 ? 7 : 1;
  const width = Math.max(bars.length * SLOT, 120);
  const name = (bar: ChartBar) =>
    t("reports.chart.bar", { label: bar.long, amount: formatMoney(bar.netSales), count: bar.orders });

  return (
    <figure className="min-w-0">
      <figcaption id={captionId} className="sr-only">
        {caption}
      </figcaption>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard. */}
      <section ref={box} className="overflow-x-auto rounded-lg" tabIndex={0} aria-labelledby={captionId}>
        <svg width={width} height={HEIGHT} className="block">
          <title>{caption}</title>
          <text x={0} y={12} className="fill-coffee-700 text-[11px]">
            {formatMoney(max)}
          </text>
          <line x1={0} x2={width} y1={TOP} y2={TOP} className="stroke-crema-200" strokeDasharray="4 4" />
          <line x1={0} x2={width} y1={TOP + PLOT} y2={TOP + PLOT} className="stroke-coffee-500" />
          {bars.map((bar, index) => {
            const height = Math.round((Math.max(0, bar.netSales) / max) * PLOT);
            const x = index * SLOT + (SLOT - BAR) / 2;
            return (
              <g key={bar.key}>
                {/* biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG rect is no control; the role names the bar for screen readers. */}
                <rect
                  role="img"
                  aria-label={name(bar)}
                  data-testid="chart-bar"
                  x={x}
                  y={TOP + PLOT - height}
                  width={BAR}
                  height={Math.max(height, 1)}
                  rx={3}
                  className={bar.netSales > 0 ? "fill-somali-blue-dark" : "fill-crema-200"}
                >
                  <title>{name(bar)}</title>
                </rect>
              </g>
            );
          })}
          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group takes no focus; the bars' names already say their day or hour, the axis labels are for the eye. */}
          <g aria-hidden="true">
            {bars.map(
              (bar, index) =>
                index % labelEvery === 0 && (
                  <text
                    key={bar.key}
                    x={index * SLOT + SLOT / 2}
                    y={HEIGHT - 6}
                    textAnchor="middle"
                    className="fill-coffee-700 text-[11px]"
                  >
                    {bar.short}
                  </text>
                ),
            )}
          </g>
        </svg>
      </section>
      {/* Hidden by a box around it: a table given the hidden style itself still grows to its caption's width,
          which pushed the Somali page wider than a phone. */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t("reports.chart.when")}</th>
              <th scope="col">{t("reports.totals.orders")}</th>
              <th scope="col">{t("reports.totals.netSales")}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row">{bar.long}</th>
                <td>{bar.orders}</td>
                <td>{formatMoney(bar.netSales)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
