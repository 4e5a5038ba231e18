import { chosenPreset, presetRange, type ReportPreset, reportPresets } from "@contract/sales-report.ts";
import { useState } from "react";
import { Field, Input } from "../../../components/ui/field.tsx";
import { FilterChip } from "../../../components/ui/filter-chip.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import type { DayRange } from "../report-range.ts";

interface RangePickerProps {
  range: DayRange;
  today: string;
  /** The catalog key of why the range can't be asked for, shown under the end date. */
  problem?: string;
  onChange: (range: DayRange) => void;
}

/** Today, yesterday, this week, this month, or any days typed in: each a café-local day. */
export function RangePicker({ range, today, problem, onChange }: RangePickerProps) {
  const { t } = useTranslation();
  const [tapped, setTapped] = useState<ReportPreset>();
  const chosen = chosenPreset(range, today, tapped);
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-medium text-coffee-900">{t("reports.range.label")}</legend>
      <div className="flex flex-wrap gap-2">
        {reportPresets.map((preset) => (
          <FilterChip
            key={preset}
            tone="category"
            pressed={chosen === preset}
            onClick={() => {
              setTapped(preset);
              onChange(presetRange(preset, today));
            }}
          >
            {t(`reports.presets.${preset}`)}
          </FilterChip>
        ))}
      </div>
      <div className="grid max-w-md grid-cols-2 gap-3">
        <Field label={t("reports.range.from")}>
          {(a11y) => (
            <Input
              {...a11y}
              type="date"
              value={range.from}
              onChange={(e) => onChange({ ...range, from: e.target.value })}
            />
          )}
        </Field>
        <Field label={t("reports.range.to")} error={problem}>
          {(a11y) => (
            <Input
              {...a11y}
              type="date"
              value={range.to}
              onChange={(e) => onChange({ ...range, to: e.target.value })}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}
