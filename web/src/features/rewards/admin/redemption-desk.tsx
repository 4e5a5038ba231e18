import { type RedemptionCheck, redemptionCodeParamsSchema } from "@contract/loyalty-admin.ts";
import { CheckCircle2, Search, XCircle } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/field.tsx";
import { Form, FormField, useSchemaForm } from "../../../components/ui/form.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { ApiError } from "../../../lib/api.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { toast } from "../../../lib/toast.ts";
import { useCheckRedemption, useMarkRedemptionUsed } from "./api/loyalty-admin.ts";
import { Section } from "./section.tsx";

/**
 * The counter's redemption desk: type the code the member shows, see whose it is, what it buys and whether it
 * still counts, then hand the reward over once.
 */
export function RedemptionDesk() {
  const { t } = useTranslation();
  const form = useSchemaForm(redemptionCodeParamsSchema, { defaultValues: { code: "" } });
  const typed = form.watch("code").trim() !== "";
  const [found, setFound] = useState<RedemptionCheck | null>(null);
  const check = useCheckRedemption();
  const use = useMarkRedemptionUsed();

  const failure = (error: Error) =>
    error instanceof ApiError && error.status === 404 ? t("adminLoyalty.desk.notFound") : error.message;

  // A new look-up, or a code the format refuses, puts away what the last one showed.
  const clear = () => {
    setFound(null);
    use.reset();
    check.reset();
  };
  // The code as the server reads it ("rw abcd efgh" is RW-ABCD-EFGH); a code of no such form is refused here.
  const lookUp = ({ code }: { code: string }) => {
    clear();
    check.mutate(code, { onSuccess: setFound });
  };

  const markUsed = (redemption: RedemptionCheck) =>
    use.mutate(redemption.code, {
      onSuccess: (used) => {
        setFound(used);
        toast.success(t("adminLoyalty.desk.usedToast", { reward: used.reward.name }));
      },
      // Someone else handed it over meanwhile: show the code as it now stands.
      onError: () => check.mutate(redemption.code, { onSuccess: setFound }),
    });

  return (
    <Section title={t("adminLoyalty.desk.title")} testId="redemption-desk">
      <p className="text-sm text-coffee-700">{t("adminLoyalty.desk.text")}</p>
      <Form
        form={form}
        onSubmit={lookUp}
        onInvalid={clear}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="sm:w-72">
          <FormField
            form={form}
            name="code"
            label={t("adminLoyalty.desk.code")}
            hint={t("adminLoyalty.desk.codeHint")}
          >
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                className="font-mono uppercase"
                maxLength={40}
              />
            )}
          </FormField>
        </div>
        <Button type="submit" variant="secondary" disabled={check.isPending || !typed}>
          {check.isPending ? <Spinner /> : <Search className="size-4" aria-hidden="true" />}
          {t("adminLoyalty.desk.check")}
        </Button>
      </Form>
      {check.error && !found && (
        <p role="alert" className="rounded-lg bg-crema-100 p-3 text-sm">
          {failure(check.error)}
        </p>
      )}
      {found && (
        <div
          className="space-y-3 rounded-lg border border-crema-200 bg-crema-50 p-4"
          data-testid="redemption-result"
          aria-live="polite"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-mono text-lg font-semibold">{found.code}</p>
            {found.state === "valid" ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-status-ready/15 px-2 py-0.5 text-sm font-medium">
                <CheckCircle2 className="size-4 text-status-ready" aria-hidden="true" />
                {t("adminLoyalty.desk.valid")}
              </span>
            ) : (
              <span className="inline-flex items-center gap-1 rounded-full bg-status-cancelled/10 px-2 py-0.5 text-sm font-medium">
                <XCircle className="size-4 text-status-cancelled" aria-hidden="true" />
                {t("adminLoyalty.desk.used")}
              </span>
            )}
          </div>
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-coffee-700">{t("adminLoyalty.desk.member")}</dt>
              <dd className="font-medium">
                {found.member.fullName || found.member.username} (@{found.member.username})
              </dd>
            </div>
            <div>
              <dt className="text-coffee-700">{t("adminLoyalty.desk.reward")}</dt>
              <dd className="font-medium">{found.reward.name}</dd>
              <dd className="text-coffee-700">{found.reward.description}</dd>
            </div>
            <div>
              <dt className="text-coffee-700">{t("adminLoyalty.desk.redeemedAt")}</dt>
              <dd>
                {t("adminLoyalty.desk.redeemedFor", {
                  date: formatDateTime(found.createdAt),
                  count: found.pointsSpent,
                })}
              </dd>
            </div>
            {found.usedAt && (
              <div>
                <dt className="text-coffee-700">{t("adminLoyalty.desk.usedAt")}</dt>
                <dd>
                  {found.usedOnOrder
                    ? t("adminLoyalty.desk.usedOnOrder", {
                        date: formatDateTime(found.usedAt),
                        order: found.usedOnOrder,
                      })
                    : found.usedBy
                      ? t("adminLoyalty.desk.usedBy", {
                          date: formatDateTime(found.usedAt),
                          name: found.usedBy,
                        })
                      : formatDateTime(found.usedAt)}
                </dd>
              </div>
            )}
          </dl>
          {use.error && (
            <p role="alert" className="text-sm text-status-cancelled">
              {use.error.message}
            </p>
          )}
          {found.state === "valid" ? (
            <Button onClick={() => markUsed(found)} disabled={use.isPending}>
              {use.isPending && <Spinner />}
              {t("adminLoyalty.desk.markUsed")}
            </Button>
          ) : (
            <p className="text-sm font-medium">{t("adminLoyalty.desk.doNotHandOver")}</p>
          )}
        </div>
      )}
    </Section>
  );
}
