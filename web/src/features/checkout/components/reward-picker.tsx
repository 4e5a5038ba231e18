import type { Reward } from "@contract/loyalty-api.ts";
import { formatMoney, toCents } from "@contract/pricing.ts";
import type { AppliedRewardCents } from "@contract/reward-checkout.ts";
import type { PublicUser } from "@contract/users.ts";
import { Gift } from "lucide-react";
import { useTranslation } from "../../../i18n/react.tsx";
import type { CartItem } from "../../cart/public.ts";
import { usePointsSummary, useRedeemedRewards, useRewards } from "../../rewards/public.ts";
import { type RewardLeftover, useRewardFits } from "../use-cart-totals.ts";
import type { RewardChoice } from "../use-checkout-reward.ts";
import { useItemNames } from "../use-item-names.ts";
import { RewardLeftoverQuestion } from "./reward-leftover-question.tsx";

interface Props {
  member: PublicUser;
  items: CartItem[];
  choice: RewardChoice | null;
  onChange: (choice: RewardChoice | null) => void;
  /** The chosen reward as the cart's totals applied it. */
  applied: AppliedRewardCents | null;
  /** A reward worth more than the cart, asked about before it is used. */
  asking: (RewardLeftover & RewardChoice) | null;
  onAnswer: (use: boolean) => void;
}

/**
 * "Use a reward": the member's rewards already redeemed on the Rewards page (decision 46), then the catalog's
 * rewards the balance covers (decision 22); those that fit the cart selectable (a unit a running promotion
 * already frees is not there to free again). A free item shows its line at $0.00; the server applies the same
 * rule, uses the code or spends the points with the order.
 */
export function RewardPicker({ member, items, choice, onChange, applied, asking, onAnswer }: Props) {
  const { t } = useTranslation();
  const rewards = useRewards();
  const redeemed = useRedeemedRewards();
  const summary = usePointsSummary();
  const fitsCart = useRewardFits(items);
  const balance = summary.data?.balance ?? member.loyaltyPoints;
  if (rewards.isError)
    return <p className="text-sm text-coffee-700">{t("loyalty.checkout.rewardLoadError")}</p>;
  const codes = redeemed.data ?? [];
  const affordable = (rewards.data ?? []).filter((reward) => reward.pointsCost <= balance);
  // Said rather than showing nothing: how far the member is from the cheapest reward.
  const cheapest = (rewards.data ?? []).reduce<Reward | null>(
    (best, reward) => (best === null || reward.pointsCost < best.pointsCost ? reward : best),
    null,
  );
  const pointsNeeded =
    affordable.length === 0 && cheapest ? (
      <p className="flex items-center gap-2 text-sm text-coffee-700" data-testid="reward-points-needed">
        <Gift className="size-4 shrink-0 text-saffron-dark" aria-hidden="true" />
        {/* Beside a code for that same reward, "and you can use it" would say the code cannot be used. */}
        {t(
          codes.some((redemption) => redemption.reward.id === cheapest.id)
            ? "loyalty.checkout.rewardPointsNeededAnother"
            : "loyalty.checkout.rewardPointsNeeded",
          { count: cheapest.pointsCost - balance, name: cheapest.name },
        )}
      </p>
    ) : null;
  if (affordable.length === 0 && codes.length === 0) return pointsNeeded;
  // A choice no longer offered (its code used meanwhile, the balance down) counts as none.
  const offered =
    choice !== null &&
    (choice.code !== null
      ? codes.some((redemption) => redemption.code === choice.code)
      : affordable.some((reward) => reward.id === choice.reward.id));
  const chosen = offered ? choice : null;
  const option = "flex min-h-11 items-center gap-3 rounded-lg border border-crema-200 bg-white px-3 py-2";
  const entries = [
    ...codes.map((redemption) => ({
      key: redemption.code,
      value: { reward: redemption.reward, code: redemption.code },
      detail: t("loyalty.checkout.rewardRedeemed", { code: redemption.code }),
    })),
    ...affordable.map((reward) => ({
      key: `reward-${reward.id}`,
      value: { reward, code: null },
      detail: t("rewards.catalog.cost", { count: reward.pointsCost }),
    })),
  ];

  return (
    <fieldset className="space-y-2" data-testid="reward-picker">
      <legend className="mb-2 flex items-center gap-2 text-sm font-medium">
        <Gift className="size-4 text-saffron-dark" aria-hidden="true" />
        {t("loyalty.checkout.rewardLegend")}
      </legend>
      <label className={option}>
        <input
          type="radio"
          name="reward"
          className="accent-coffee-900"
          checked={!chosen && asking === null}
          onChange={() => onChange(null)}
        />
        {t("loyalty.checkout.rewardNone")}
      </label>
      {entries.map(({ key, value, detail }) => {
        const fits = fitsCart(value.reward);
        const checked = chosen?.code === value.code && chosen?.reward.id === value.reward.id;
        return (
          <label key={key} className={`${option} ${fits ? "cursor-pointer" : "opacity-60"}`}>
            <input
              type="radio"
              name="reward"
              className="accent-coffee-900"
              checked={asking ? asking.code === value.code && asking.reward.id === value.reward.id : checked}
              disabled={!fits}
              onChange={() => onChange(value)}
            />
            <span>
              <span className="block font-medium">{value.reward.name}</span>
              <span className="block text-sm text-coffee-700">
                {fits ? detail : t("loyalty.checkout.rewardNoMatch")}
              </span>
            </span>
          </label>
        );
      })}
      {asking && <RewardLeftoverQuestion question={asking} onAnswer={onAnswer} />}
      {!asking && chosen && applied && <RewardEffectLines items={items} applied={applied} />}
      {!asking && chosen && (
        <p className="text-sm text-saffron-dark" data-testid="reward-balance-after">
          {chosen.code === null
            ? t("loyalty.checkout.rewardBalanceAfter", { count: balance - chosen.reward.pointsCost })
            : t("loyalty.checkout.rewardPaid")}
        </p>
      )}
      {pointsNeeded}
    </fieldset>
  );
}

/** The lines the reward frees, each at what is left to pay, or the value it takes off the order. */
function RewardEffectLines({ items, applied }: { items: CartItem[]; applied: AppliedRewardCents }) {
  const { t } = useTranslation();
  const nameOf = useItemNames();
  const freed = items.flatMap((item, index) => {
    const off = applied.lineOff[index] ?? 0;
    return off > 0 ? [{ item, off }] : [];
  });
  if (freed.length === 0) {
    return (
      <p className="rounded-lg bg-saffron/10 p-3 text-sm font-medium" data-testid="reward-value-off">
        {t("loyalty.checkout.rewardValueOff", { amount: formatMoney(applied.amountOff) })}
      </p>
    );
  }
  return (
    <ul className="space-y-1 rounded-lg bg-saffron/10 p-3 text-sm">
      {freed.map(({ item, off }) => {
        const lineCents = toCents(item.price) * item.quantity;
        return (
          <li key={`${item.id}:${off}`} className="flex justify-between gap-3" data-testid="reward-line">
            <span className="font-medium">{nameOf(item)}</span>
            <span>
              <span className="sr-only">
                {t("loyalty.checkout.rewardWas", { price: formatMoney(lineCents) })}
              </span>
              <s className="mr-2 text-coffee-700" aria-hidden="true">
                {formatMoney(lineCents)}
              </s>
              <strong data-testid="reward-line-price">{formatMoney(lineCents - off)}</strong>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
