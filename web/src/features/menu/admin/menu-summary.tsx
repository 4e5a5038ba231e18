import type { MenuItem } from "@contract/menu.ts";
import { useTranslation } from "../../../i18n/react.tsx";

/** The summary cards: items priced by the card provider, items priced by hand, and all items. */
export function MenuSummary({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation();
  const connected = items.filter((item) => item.stripeProductId).length;
  const cards = [
    { key: "connected", value: connected },
    { key: "manual", value: items.length - connected },
    { key: "total", value: items.length },
  ] as const;
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {cards.map(({ key, value }) => (
        <div key={key} className="rounded-xl bg-white p-4 shadow-soft">
          <dt className="text-sm text-coffee-700">{t(`adminMenu.summary.${key}`)}</dt>
          <dd className="mt-1 font-display text-3xl font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
