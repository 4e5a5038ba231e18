import { weekdayNames } from "@contract/date-format.ts";
import { type OrderingSettings, SLOT_CHOICES } from "@contract/ordering-hours.ts";
import { orderingSettingsInputSchema } from "@contract/ordering-hours-schemas.ts";
import { Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import type { FieldErrors } from "react-hook-form";
import { z } from "zod";
import { LabeledInput } from "../../../components/admin/labeled-input.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { Input, inputClass, useErrorText } from "../../../components/ui/field.tsx";
import { Form, FormField, useSchemaForm } from "../../../components/ui/form.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useOrderingSettings, useSaveOrderingSettings } from "./api/ordering-settings.ts";
import { PauseControl } from "./pause-control.tsx";

/**
 * The form's own shape: a closed day keeps the hours it had, to come back when it opens again. It becomes the
 * request and is checked by the server's schema, whose refusals name the same fields (`weekly.3.closes`).
 */
const hoursFormSchema = z
  .object({
    weekly: z.array(z.object({ opens: z.string(), closes: z.string(), closed: z.boolean() })),
    closures: z.array(z.string()),
    leadMinutes: z.string(),
    slotMinutes: z.string(),
  })
  .transform((draft) => ({
    weekly: draft.weekly.map(({ closed, opens, closes }) => (closed ? null : { opens, closes })),
    closures: draft.closures,
    leadMinutes: Number(draft.leadMinutes),
    slotMinutes: Number(draft.slotMinutes),
  }))
  .pipe(orderingSettingsInputSchema);
type Draft = z.input<typeof hoursFormSchema>;

const toDraft = (settings: OrderingSettings): Draft => ({
  weekly: settings.weekly.map((day) =>
    day ? { ...day, closed: false } : { opens: "10:00", closes: "21:00", closed: true },
  ),
  closures: settings.closures,
  leadMinutes: String(settings.leadMinutes),
  slotMinutes: String(settings.slotMinutes),
});

/** The first refusal in the form's order: the days, then the lead time, the slot and the closures. */
function firstMessage(errors: FieldErrors<Draft>): string | undefined {
  for (let index = 0; index < 7; index++) {
    const day = errors.weekly?.[index];
    const message = day?.opens?.message ?? day?.closes?.message;
    if (message) return message;
  }
  return (
    errors.leadMinutes?.message ??
    errors.slotMinutes?.message ??
    errors.closures?.message ??
    (Array.isArray(errors.closures) ? errors.closures.find(Boolean)?.message : undefined)
  );
}

/**
 * The admin's opening hours, closure dates, lead time and slot length, and the busy counter's pause. The
 * same rules as the server (contract/ordering-hours.ts) check the form before it is sent.
 */
export function HoursCard() {
  const { t } = useTranslation();
  const settings = useOrderingSettings();
  const titleId = useId();

  if (settings.isPending) return <Spinner />;
  if (settings.isError) {
    return (
      <Card role="alert">
        <p>{t("orderingAdmin.hours.loadFailed")}</p>
      </Card>
    );
  }
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
      <HoursForm settings={settings.data} />
    </Card>
  );
}

function HoursForm({ settings }: { settings: OrderingSettings }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const save = useSaveOrderingSettings();
  const form = useSchemaForm(hoursFormSchema, { defaultValues: toDraft(settings) });
  const [newClosure, setNewClosure] = useState("");
  const errorId = useId();
  const { errors } = form.formState;
  const problem = firstMessage(errors);
  // Sunday first, as the settings count days.
  const names = weekdayNames(i18n.language);
  const weekly = form.watch("weekly");
  const closures = form.watch("closures");
  const setClosures = (dates: string[]) => form.setValue("closures", dates, { shouldDirty: true });
  // A time refused by the rules is described by the one message below the form.
  const invalid = (wrong: unknown) =>
    wrong ? { "aria-invalid": true, "aria-describedby": errorId } : { "aria-invalid": false };

  const submit = (input: z.output<typeof hoursFormSchema>) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        form.reset(toDraft(saved));
        toast.success(t("orderingAdmin.hours.saved"));
      },
      onError: (failure) =>
        toast.error(t("orderingAdmin.hours.saveFailed"), { description: failure.message }),
    });

  return (
    <Form form={form} onSubmit={submit} className="space-y-6">
      <fieldset className="space-y-2">
        <legend className="sr-only">{t("orderingAdmin.hours.title")}</legend>
        {weekly.map((day, index) => (
          <div
            key={names[index]}
            className="grid grid-cols-2 items-center gap-2 rounded-lg border border-crema-200 p-2 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,9rem)_minmax(0,9rem)]"
          >
            <span className="font-medium">{names[index]}</span>
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5 accent-coffee-900"
                {...form.register(`weekly.${index}.closed`)}
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
              disabled={day.closed}
              {...invalid(errors.weekly?.[index]?.opens)}
              {...form.register(`weekly.${index}.opens`)}
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
              disabled={day.closed}
              {...invalid(errors.weekly?.[index]?.closes)}
              {...form.register(`weekly.${index}.closes`)}
            />
          </div>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="leadMinutes" label={t("orderingAdmin.hours.leadMinutes")}>
          {(control) => <Input {...control} type="number" min={0} max={240} inputMode="numeric" />}
        </FormField>
        <FormField form={form} name="slotMinutes" label={t("orderingAdmin.hours.slotMinutes")}>
          {(control) => (
            <select {...control} className={inputClass}>
              {SLOT_CHOICES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <fieldset className="space-y-2">
        <legend className="font-semibold">{t("orderingAdmin.hours.closures")}</legend>
        <p className="text-sm text-coffee-700">{t("orderingAdmin.hours.closuresHint")}</p>
        {closures.length === 0 ? (
          <p className="text-sm">{t("orderingAdmin.hours.noClosures")}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {closures.map((date) => (
              <li key={date} className="flex items-center gap-1 rounded-full bg-crema-100 pl-3">
                {date}
                <button
                  type="button"
                  className="flex size-11 items-center justify-center rounded-full hover:bg-crema-200"
                  aria-label={t("orderingAdmin.hours.removeClosure", { date })}
                  onClick={() => setClosures(closures.filter((d) => d !== date))}
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
              if (!closures.includes(newClosure)) setClosures([...closures, newClosure].sort());
              setNewClosure("");
            }}
          >
            <Plus className="size-5" aria-hidden="true" />
            {t("orderingAdmin.hours.addClosure")}
          </Button>
        </div>
      </fieldset>
      <p id={errorId} role="alert" className="min-h-6 text-sm text-status-cancelled">
        {errorText(problem)}
      </p>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending && <Spinner />}
        {t("orderingAdmin.hours.save")}
      </Button>
    </Form>
  );
}
