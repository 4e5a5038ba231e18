import { pointsToPay } from "@contract/loyalty.ts";
import type { PublicUser } from "@contract/users.ts";
import { Coins } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "../../../i18n/react.tsx";
import { usePointsSummary } from "../../rewards/public.ts";

/**
 * "Pay with points": offered when the member's balance covers the whole total at 25 points per dollar
 * (docs/architecture.md "Points"). The server checks again under a lock and refuses the order if it no longer
 * does.
 */
export function PayWithPoints({
  member,
  totalCents,
  checked,
  onChange,
  reservedPoints = 0,
}: {
  member: PublicUser;
  totalCents: number;
  /** Points a chosen reward spends with the same order. */
  reservedPoints?: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const summary = usePointsSummary();
  const balance = (summary.data?.balance ?? member.loyaltyPoints) - reservedPoints;
  const cost = pointsToPay(totalCents);
  const enough = balance >= cost && cost > 0;

  useEffect(() => {
    if (!enough && checked) onChange(false);
  }, [enough, checked, onChange]);

  if (!enough) return null;
  return (
    <label className="mt-2 flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-saffron bg-saffron/10 p-3">
      <input
        type="checkbox"
        className="mt-1 size-4 accent-coffee-900"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        data-testid="pay-with-points"
      />
      <span>
        <span className="flex items-center gap-2 font-medium">
          <Coins className="size-4 text-saffron-dark" aria-hidden="true" />
          {t("loyalty.checkout.payWithPoints")}
        </span>
        <span className="block text-sm text-coffee-700">
          {t("loyalty.checkout.payWithPointsHint", { cost, balance })}
        </span>
      </span>
    </label>
  );
}
