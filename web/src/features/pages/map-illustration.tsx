import { business } from "@contract/business.ts";
import { useId } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { cn } from "../../lib/cn.ts";

/**
 * A stylised street map around the cafe, drawn inline so it works offline and under a strict CSP
 * (no iframe, no external tiles). Not to scale.
 */
export function MapIllustration({ className }: { className?: string }) {
  const { t } = useTranslation();
  const titleId = useId();

  return (
    <svg
      viewBox="0 0 480 320"
      role="img"
      aria-labelledby={titleId}
      className={cn("block h-auto w-full", className)}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={titleId}>{t("contact.map.label", { name: business.name })}</title>

      <rect width="480" height="320" className="fill-crema-100" />

      {/* City blocks */}
      <g className="fill-crema-200">
        <rect x="0" y="0" width="66" height="74" rx="6" />
        <rect x="90" y="0" width="106" height="74" rx="6" />
        <rect x="218" y="0" width="130" height="74" rx="6" />
        <rect x="370" y="0" width="110" height="74" rx="6" />
        <rect x="0" y="98" width="66" height="132" rx="6" />
        <rect x="90" y="98" width="106" height="132" rx="6" />
        <rect x="370" y="98" width="110" height="132" rx="6" />
        <rect x="0" y="262" width="66" height="58" rx="6" />
        <rect x="90" y="262" width="106" height="58" rx="6" />
        <rect x="218" y="262" width="130" height="58" rx="6" />
        <rect x="370" y="262" width="110" height="58" rx="6" />
      </g>

      {/* The mall block */}
      <rect x="218" y="98" width="130" height="132" rx="6" className="fill-terracotta/25" />
      <rect
        x="232"
        y="112"
        width="102"
        height="104"
        rx="4"
        className="fill-crema-50 stroke-terracotta"
        strokeWidth="2"
      />

      {/* Streets */}
      <g className="fill-white">
        <rect x="0" y="74" width="480" height="24" />
        <rect x="0" y="230" width="480" height="32" />
        <rect x="66" y="0" width="24" height="320" />
        <rect x="196" y="0" width="22" height="320" />
        <rect x="348" y="0" width="22" height="320" />
      </g>
      <path d="M0 254 H480" className="stroke-saffron" strokeWidth="2" strokeDasharray="10 8" />

      {/* Street names */}
      <g className="fill-coffee-700 font-sans text-[11px] font-medium">
        <text x="100" y="90">
          {t("contact.map.streets.twentyNinth")}
        </text>
        <text x="100" y="246">
          {t("contact.map.streets.lake")}
        </text>
        <text x="211" y="200" transform="rotate(-90 211 200)">
          {t("contact.map.streets.pillsbury")}
        </text>
        <text x="363" y="215" transform="rotate(-90 363 215)">
          {t("contact.map.streets.nicollet")}
        </text>
      </g>

      {/* Pin */}
      <ellipse cx="283" cy="176" rx="14" ry="4" className="fill-coffee-900/20" />
      <path
        d="M283 176c0 0-24-22-24-40a24 24 0 0 1 48 0c0 18-24 40-24 40z"
        className="fill-somali-blue-dark stroke-white"
        strokeWidth="2"
      />
      <circle cx="283" cy="136" r="9" className="fill-white" />

      {/* Name tag */}
      <rect x="213" y="186" width="140" height="28" rx="14" className="fill-coffee-900" />
      <text x="283" y="204" textAnchor="middle" className="fill-crema-50 font-sans text-[12px] font-semibold">
        {business.name}
      </text>
    </svg>
  );
}
