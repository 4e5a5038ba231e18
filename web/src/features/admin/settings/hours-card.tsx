import { weekdayNames } from "@contract/date-format.ts";
import { type DayHours, type OrderingSettings, SLOT_CHOICES } from "@contract/ordering-hours.ts";
import { orderingSettingsInputSchema } from "@contract/ordering-hours-schemas.ts";
import { Plus, Trash2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { Field, Input, inputClass, useErrorText } from "../../../components/ui/field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useOrderingSettings, useSaveOrderingSettings } from "../api/ordering-settings.ts";
import { LabeledInput } from "./labeled-input.tsx";
import { PauseControl } from "./pause-control.tsx";

interface Draft {
  weekly: Array<DayHours & { closed: boolean }>;
  closures: string[];
  leadMinutes: string;
  slotMinutes: number;
}

const toDraft = (settings: OrderingSettings): Draft => ({
  weekly: settings.weekly.map((day) =>
    day ? { ...day, closed: false } : { opens: "10:00", closes: "21:00", closed: true },
  ),
  closures: settings.closures,
  leadMinutes: String(settings.leadMinutes),
  slotMinutes: settings.slotMinutes,
});

/**
 * The admin's opening hours, closure dates, lead time and slot length, and the busy counter's pause. The
 * same rules as the server (contract/ordering-hours.ts) check the form before it is sent.
 */
export function HoursCard() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const settings = useOrderingSettings();
  const save = useSaveOrderingSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [newClosure, setNewClosure] = useState("");
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();

  useEffect(() => {
    if (settings.data && !draft) setDraft(toDraft(settings.data));
  }, [settings.data, draft]);

  if (settings.isPending) return <Spinner />;
  if (settings.isError || !draft) {
    return (
      <Card role="alert">
        <p>{t("orderingAdmin.hours.loadFailed")}</p>
      </Card>
    );
  }
  // Sunday first, as the settings count days.
  const names = weekdayNames(i18n.language);
  const setDay = (index: number, change: Partial<Draft["weekly"][number]>) =>
    setDraft({ ...draft, weekly: draft.weekly.map((day, i) => (i === index ? { ...day, ...change } : day)) });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      weekly: draft.weekly.map(({ closed, opens, closes }) => (closed ? null : { opens, closes })),
      closures: draft.closures,
      leadMinutes: Number(draft.leadMinutes),
      slotMinutes: draft.slotMinutes,
    };
    const checked = orderingSettingsInputSchema.safeParse(body);
    if (!checked.success) {
      setError(errorText(checked.error.issues[0]?.message) ?? t("errors.invalidInput"));
      return;
    }
    setError(null);
    save.mutate(checked.data, {
      onSuccess: (saved) => {
        setDraft(toDraft(saved));
        toast.success(t("orderingAdmin.hours.saved"));
      },
      onError: (failure) =>
        toast.error(t("orderingAdmin.hours.saveFailed"), { description: failure.message }),
    });
  };

  return (
    <Card aria-labelledby={titleId} className="space-y-6">
      <div>
        <h2 id={titleId} className="text-xl font-semibold">
          {t("orderingAdmin.hours.title")}
        </h2>
        <p className="mt-1 text-coffee-700">
          {t("orderingAdmin.hours.lead", { zone: settings.data.timeZone })}
        </p>
      </div>
      <section className="space-y-2">
        <h3 className="font-semibold">{t("orderingAdmin.hours.busy")}</h3>
        <PauseControl />
      </section>
      <form onSubmit={submit} className="space-y-6" noValidate>
        <fieldset className="space-y-2">
          <legend className="sr-only">{t("orderingAdmin.hours.title")}</legend>
          {draft.weekly.map((day, index) => (
            <div
              key={names[index]}
              className="grid grid-cols-2 items-center gap-2 rounded-lg border border-crema-200 p-2 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,9rem)_minmax(0,9rem)]"
            >
              <span className="font-medium">{names[index]}</span>
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-5 accent-coffee-900"
                  checked={day.closed}
                  onChange={(event) => setDay(index, { closed: event.target.checked })}
                />
                {t("orderingAdmin.hours.closedDay")}
              </label>
              <LabeledInput
                label={
                  <>
                    <span className="sr-only">{names[index]}: </span>
                    {t("orderingAdmin.hours.opens")}
                  </>
                }
                type="time"
                step={900}
                value={day.opens}
                disabled={day.closed}
                onChange={(event) => setDay(index, { opens: event.target.value })}
              />
              <LabeledInput
                label={
                  <>
                    <span className="sr-only">{names[index]}: </span>
                    {t("orderingAdmin.hours.closes")}
                  </>
                }
                type="time"
                step={900}
                value={day.closes}
                disabled={day.closed}
                onChange={(event) => setDay(index, { closes: event.target.value })}
              />
            </div>
          ))}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t("orderingAdmin.hours.leadMinutes")}>
            {(a11y) => (
              <Input
                {...a11y}
                type="number"
                min={0}
                max={240}
                inputMode="numeric"
                value={draft.leadMinutes}
                onChange={(event) => setDraft({ ...draft, leadMinutes: event.target.value })}
              />
            )}
          </Field>
          <Field label={t("orderingAdmin.hours.slotMinutes")}>
            {(a11y) => (
              <select
                {...a11y}
                className={inputClass}
                value={draft.slotMinutes}
                onChange={(event) => setDraft({ ...draft, slotMinutes: Number(event.target.value) })}
              >
                {SLOT_CHOICES.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {minutes}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <fieldset className="space-y-2">
          <legend className="font-semibold">{t("orderingAdmin.hours.closures")}</legend>
          <p className="text-sm text-coffee-700">{t("orderingAdmin.hours.closuresHint")}</p>
          {draft.closures.length === 0 ? (
            <p className="text-sm">{t("orderingAdmin.hours.noClosures")}</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {draft.closures.map((date) => (
                <li key={date} className="flex items-center gap-1 rounded-full bg-crema-100 pl-3">
                  {date}
                  <button
                    type="button"
                    className="flex size-11 items-center justify-center rounded-full hover:bg-crema-200"
                    aria-label={t("orderingAdmin.hours.removeClosure", { date })}
                    onClick={() => setDraft({ ...draft, closures: draft.closures.filter((d) => d !== date) })}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-wrap items-end gap-2">
            <LabeledInput
              label={t("orderingAdmin.hours.closures")}
              labelClassName="sr-only"
              type="date"
              value={newClosure}
              onChange={(event) => setNewClosure(event.target.value)}
            />
            <Button
              type="button"
              variant="secondary"
              disabled={!newClosure}
              onClick={() => {
                if (!draft.closures.includes(newClosure)) {
                  setDraft({ ...draft, closures: [...draft.closures, newClosure].sort() });
                }
                setNewClosure("");
              }}
            >
              <Plus className="size-5" aria-hidden="true" />
              {t("orderingAdmin.hours.addClosure")}
            </Button>
          </div>
        </fieldset>
        <p role="alert" className="min-h-6 text-sm text-status-cancelled">
          {error}
        </p>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          {t("orderingAdmin.hours.save")}
        </Button>
      </form>
    </Card>
  );
}
