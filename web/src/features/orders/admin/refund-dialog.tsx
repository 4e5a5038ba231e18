import type { OrderView } from "@contract/order-views.ts";
import { formatMoney, toCents } from "@contract/pricing.ts";
import { type RefundRequest, refundFigures, reservedByRefunds } from "@contract/refunds.ts";
import { Undo2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ButtonDialog, DialogSubmitActions } from "../../../components/ui/button-dialog.tsx";
import { Field, Input } from "../../../components/ui/field.tsx";
import { Trans, useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useItemName } from "../../menu/public.ts";
import { newRefundKey, useRefundOrder } from "./refund-api.ts";

const refusalText = {
  nothingLeft: "errors.refundBeyondPaid",
  beyondPaid: "errors.refundBeyondPaid",
  beyondLine: "errors.refundBeyondLine",
  unknownLine: "errors.refundUnknownLine",
} as const;

/** What the order's refunds give back, pending ones too, as the rules read it (contract/refunds.ts). */
function refundedSoFar(order: OrderView) {
  const units = new Map<number, number>();
  for (const refund of order.refunds)
    for (const item of refund.items) units.set(item.itemId, (units.get(item.itemId) ?? 0) + item.quantity);
  return { amount: reservedByRefunds(order.refunds), sales: 0, tax: 0, units };
}

/**
 * The refund dialog of a paid order: its lines with how many to give back, or an amount, the amount left and
 * a required reason; the figure shown is the rules' own, the server's answer the one that counts.
 */
export function RefundDialog({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  // The dish's name in the reader's language, as the order's details show it.
  const itemName = useItemName();
  const [units, setUnits] = useState<Record<number, number>>({});
  const [dollars, setDollars] = useState("");
  const [reason, setReason] = useState("");
  const [key, setKey] = useState(newRefundKey);
  const refund = useRefundOrder();
  const before = refundedSoFar(order);
  const left = order.total - before.amount;
  if (order.paymentStatus !== "completed" || left <= 0) return null;

  const picked = Object.entries(units)
    .filter(([, quantity]) => quantity > 0)
    .map(([itemId, quantity]) => ({ itemId: Number(itemId), quantity }));
  // A typed amount counts only as dollars and cents above nothing: "-5" or "1.234" is said to be wrong rather
  // than read as no amount, or quietly cut to $1.23.
  const typedAmount = dollars.trim();
  const amountTyped = typedAmount !== "";
  const amountValid = /^\d*(\.\d{0,2})?$/.test(typedAmount) && Number(typedAmount) > 0;
  const body: Omit<RefundRequest, "reason"> | null = picked.length
    ? { items: picked }
    : amountValid
      ? { amount: toCents(Number(typedAmount)) }
      : null;
  const shape = {
    subtotal: order.subtotal,
    discount: order.discount,
    tax: order.tax,
    total: order.total,
    pointsSpent: order.pointsSpent,
    lines: order.items.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      amount: line.total,
      reward: line.rewardOff,
    })),
  };
  const figures = body ? refundFigures(shape, before, { ...body, reason: "-" } as RefundRequest) : null;
  const amount = figures && typeof figures !== "string" ? figures.amount : null;

  const submit = (close: () => void) => {
    if (!body || amount === null || !reason.trim()) return;
    refund.mutate(
      { id: order.id, body: { ...body, reason: reason.trim() } as RefundRequest, key },
      {
        onSuccess: (made) => {
          const amount = formatMoney(made.amount);
          // The shop's books now say the money went back; for cash, the drawer still has to give it.
          toast.success(t("reports.refund.done", { amount }), {
            description:
              made.paymentMethod === "cash" ? t("reports.refund.handBackCash", { amount }) : undefined,
          });
          close();
          setUnits({});
          setDollars("");
          setReason("");
          setKey(newRefundKey());
        },
        onError: (error) => toast.error(t("reports.refund.failed"), { description: error.message }),
      },
    );
  };

  return (
    <ButtonDialog
      // The order's number kept on one line: a phone's title broke it after its hyphen, "SS-" above "1002".
      title={
        <Trans
          i18nKey="reports.refund.title"
          components={{ number: <span className="whitespace-nowrap">{order.orderNumber}</span> }}
        />
      }
      trigger={
        <Button
          size="sm"
          variant="outline"
          aria-label={t("reports.refund.openFor", { number: order.orderNumber })}
        >
          <Undo2 className="size-4" aria-hidden="true" />
          {t("reports.refund.open")}
        </Button>
      }
    >
      {(close) => (
        <div className="space-y-4 text-sm" data-testid="refund-dialog">
          <p className="font-semibold">
            {t("reports.refund.left", { amount: formatMoney(left), total: formatMoney(order.total) })}
          </p>
          <fieldset className="space-y-2">
            <legend className="mb-1 font-semibold">{t("reports.refund.lines")}</legend>
            {order.items.map((line) => {
              const max = line.quantity - (before.units.get(line.id) ?? 0);
              return (
                <Field
                  key={line.id}
                  label={t("reports.refund.quantityOf", { name: itemName(line.menuItemId, line.name), max })}
                >
                  {(props) => (
                    <Input
                      {...props}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={max}
                      disabled={max <= 0}
                      value={units[line.id] ?? 0}
                      onChange={(event) =>
                        setUnits({
                          ...units,
                          [line.id]: Math.max(0, Math.min(max, Number(event.target.value) || 0)),
                        })
                      }
                    />
                  )}
                </Field>
              );
            })}
          </fieldset>
          {picked.length === 0 && (
            <Field label={t("reports.refund.amount")}>
              {(props) => (
                <Input
                  {...props}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="0.01"
                  value={dollars}
                  onChange={(event) => setDollars(event.target.value)}
                />
              )}
            </Field>
          )}
          <Field label={t("reports.refund.reason")}>
            {(props) => (
              <Input
                {...props}
                required
                maxLength={300}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            )}
          </Field>
          <p role="status" className="rounded-xl bg-crema-100 p-3">
            {amount !== null
              ? // The Refund button waits for a reason: say so, rather than leave it looking broken.
                `${t("reports.refund.willRefund", { amount: formatMoney(amount) })}${reason.trim() ? "" : ` ${t("reports.refund.reasonNeeded")}`}`
              : typeof figures === "string"
                ? t(refusalText[figures])
                : t(
                    amountTyped && !picked.length
                      ? "reports.refund.amountInvalid"
                      : "reports.refund.nothingChosen",
                  )}
          </p>
          <DialogSubmitActions
            variant="danger"
            pending={refund.isPending}
            disabled={amount === null || !reason.trim()}
            onClick={() => submit(close)}
          >
            {t("reports.refund.submit")}
          </DialogSubmitActions>
        </div>
      )}
    </ButtonDialog>
  );
}
