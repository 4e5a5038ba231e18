import { useEffect, useId } from "react";
import { LoadError } from "../../components/ui/load-error.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { cafeFormats } from "./format-times.ts";
import { useOrderingHours } from "./ordering-hours-queries.ts";

export const ASAP = "asap";

/**
 * "When?": as soon as possible (only while open and not paused) or one of the server's slots, grouped by day.
 * While the cafe is closed the first slot is preselected, so a customer can still order ahead.
 */
export function PickupTimeField({
  value,
  onChange,
  delivery = false,
}: {
  value: string;
  onChange: (value: string) => void;
  delivery?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const hours = useOrderingHours();
  const data = hours.data;

  // Keep the choice valid as the answer changes (the cafe closes, a pause starts, a slot passes).
  useEffect(() => {
    if (!data) return;
    const valid = value === ASAP ? data.asapAvailable : data.slots.includes(value);
    if (!valid) onChange(data.asapAvailable ? ASAP : (data.slots[0] ?? ""));
  }, [data, value, onChange]);

  if (hours.isPending) return <Spinner label={t("orderingHours.loading")} />;
  if (hours.isError || !data)
    return (
      <LoadError
        message={t("orderingHours.loadError")}
        retry={{ run: () => hours.refetch(), running: hours.isFetching }}
      />
    );

  const f = cafeFormats(i18n.language, data.timeZone);
  const days = new Map<string, string[]>();
  for (const slot of data.slots) {
    const day = f.date(slot);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {delivery ? t("orderingHours.deliveryWhen") : t("orderingHours.pickupWhen")}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 w-full rounded-lg border border-crema-200 bg-white px-3"
        data-testid="pickup-time"
        aria-describedby={`${id}-note`}
      >
        {data.asapAvailable && (
          <option value={ASAP}>{t("orderingHours.asap", { minutes: delivery ? 15 : 20 })}</option>
        )}
        {[...days.entries()].map(([day, slots]) => (
          <optgroup key={day} label={f.day(slots[0]!)}>
            {slots.map((slot) => (
              <option key={slot} value={slot}>
                {f.time(slot)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {/* A closed select shows only the chosen option's time: the day it falls on is said below it. */}
      {value && value !== ASAP && (
        <p className="mt-1 text-sm font-medium" data-testid="pickup-time-chosen">
          {t(delivery ? "orderingHours.deliveryAt" : "orderingHours.pickupAt", {
            time: f.time(value),
            day: f.day(value),
          })}
        </p>
      )}
      <p id={`${id}-note`} className="mt-1 text-sm text-coffee-700">
        {/* Closed, the café's hours are the reason, whatever the counter paused: the menu says closed too. */}
        {data.pausedUntil && data.open
          ? t("orderingHours.pausedNote", { time: f.timeFrom(data.slots[0] ?? data.pausedUntil, data.now) })
          : data.asapAvailable
            ? t("orderingHours.leadNote", { minutes: data.leadMinutes })
            : t("orderingHours.closedNote")}
      </p>
    </div>
  );
}

/** The request's `scheduledFor`: absent for as soon as possible. */
export function scheduledForOf(value: string): { scheduledFor?: string } {
  return value && value !== ASAP ? { scheduledFor: value } : {};
}
