import { isEarned, tierProgress } from "@contract/loyalty.ts";
import { adjustPointsSchema, type PointsHistoryEntry } from "@contract/loyalty-api.ts";
import type { PublicUser } from "@contract/users.ts";
import { Star } from "lucide-react";
import { useState } from "react";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { ButtonDialog } from "../../../components/ui/button-dialog.tsx";
import { Input } from "../../../components/ui/field.tsx";
import { Form, FormField, useSchemaForm } from "../../../components/ui/form.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";
import { toast } from "../../../lib/toast.ts";
import { useAdjustPoints, usePointsHistory } from "./users-api.ts";

const adjustmentSchema = adjustPointsSchema.pick({ amount: true, description: true });
type Adjustment = z.output<typeof adjustmentSchema>;

/** Tiers go by lifetime earned points: completed earnings only, so spending never lowers them. */
const lifetimePoints = (history: PointsHistoryEntry[]) =>
  history
    .filter((row) => row.status === "completed" && isEarned(row))
    .reduce((sum, row) => sum + row.amount, 0);

/** Manage Loyalty Points: balance, tier, the full history, and an adjustment with a reason. */
export function PointsDialog({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  return (
    <ButtonDialog
      title={t("adminUsers.points.title", { username: user.username })}
      trigger={
        <Button
          size="sm"
          variant="secondary"
          aria-label={t("adminUsers.points.openFor", { username: user.username })}
        >
          <Star className="size-4" aria-hidden="true" />
          {t("adminUsers.points.open")}
        </Button>
      }
    >
      <PointsPanel user={user} />
    </ButtonDialog>
  );
}

function PointsPanel({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const history = usePointsHistory(user.id, true);
  const adjust = useAdjustPoints(user.id);
  const [balance, setBalance] = useState(user.loyaltyPoints);
  const form = useSchemaForm(adjustmentSchema, { defaultValues: { amount: "", description: "" } });
  const tier = history.data ? tierProgress(lifetimePoints(history.data)).tier : null;

  const submit = (values: Adjustment) =>
    adjust.mutate(values, {
      onSuccess: (answer) => {
        setBalance(answer.balance);
        toast.success(t("adminUsers.points.adjusted", { balance: answer.balance }));
        form.reset({ amount: "", description: "" });
      },
      onError: (error) => {
        form.setError("amount", { message: error.message });
        toast.error(t("adminUsers.points.failed"), { description: error.message });
      },
    });

  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-white p-3 shadow-soft">
          <dt className="text-sm text-coffee-700">{t("adminUsers.points.balance")}</dt>
          <dd className="text-2xl font-semibold text-saffron-dark" data-testid="points-balance">
            {balance}
          </dd>
        </div>
        <div className="rounded-xl bg-white p-3 shadow-soft">
          <dt className="text-sm text-coffee-700">{t("adminUsers.points.tier")}</dt>
          <dd className="font-semibold">{tier ? t(`loyalty.tiers.${tier}`) : "…"}</dd>
        </div>
      </dl>

      <Form form={form} onSubmit={submit} className="space-y-3">
        <FormField
          form={form}
          name="amount"
          label={t("adminUsers.points.amount")}
          hint={t("adminUsers.points.amountHint")}
        >
          {(control) => <Input {...control} inputMode="numeric" />}
        </FormField>
        <FormField form={form} name="description" label={t("adminUsers.points.reason")}>
          {(control) => <Input {...control} />}
        </FormField>
        <Button type="submit" disabled={adjust.isPending}>
          {adjust.isPending && <Spinner />}
          {t("adminUsers.points.apply")}
        </Button>
      </Form>

      <section aria-labelledby="points-history-title" className="space-y-2">
        <h3 id="points-history-title" className="font-semibold">
          {t("adminUsers.points.history")}
        </h3>
        {history.isLoading ? (
          <Spinner />
        ) : history.error ? (
          <p role="alert">{t("adminUsers.points.historyFailed")}</p>
        ) : (history.data ?? []).length === 0 ? (
          <p className="text-coffee-700">{t("adminUsers.points.noHistory")}</p>
        ) : (
          <ul className="max-h-64 divide-y divide-crema-200 overflow-y-auto rounded-xl bg-white shadow-soft">
            {(history.data ?? []).map((row) => (
              <li key={row.id} className="flex items-start justify-between gap-3 p-3 text-sm">
                <div className="min-w-0">
                  <p className="break-words">{row.description}</p>
                  <p className="text-coffee-700">
                    {formatDateTime(row.createdAt)} · {t(`loyalty.types.${row.transactionType}`)}
                    {row.status !== "completed" && ` · ${t(`loyalty.statuses.${row.status}`)}`}
                  </p>
                </div>
                <span
                  className={
                    row.amount > 0 ? "font-semibold text-green-800" : "font-semibold text-status-cancelled"
                  }
                >
                  {row.amount > 0 ? `+${row.amount}` : row.amount}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
