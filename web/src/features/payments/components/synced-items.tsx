import type { MenuItem } from "@contract/menu.ts";
import { formatMoney, toCents } from "@contract/pricing.ts";
import { Link2 } from "lucide-react";
import { Card } from "../../../components/ui/card.tsx";
import { useTranslation } from "../../../i18n/react.tsx";

function ItemList({
  title,
  items,
  empty,
  connected,
}: {
  title: string;
  items: MenuItem[];
  empty: string;
  connected?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <h2 className="text-xl font-semibold">
        {title} <span className="text-coffee-700">({items.length})</span>
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-coffee-700">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-crema-100">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="font-medium break-words">{item.name}</span>
              <span className="flex items-center gap-2">
                {connected && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-somali-blue-dark px-2.5 py-0.5 text-xs font-semibold text-white">
                    <Link2 className="size-3" aria-hidden="true" />
                    {t("adminMenu.sync.connectedBadge")}
                  </span>
                )}
                <span className="whitespace-nowrap">{formatMoney(toCents(item.price))}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The provider sync page's two lists (docs/architecture.md#product-rules): connected items and manual ones. */
export function SyncedItems({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation();
  const connected = items.filter((item) => item.stripeProductId);
  const manual = items.filter((item) => !item.stripeProductId);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <ItemList
        title={t("adminMenu.sync.connected")}
        items={connected}
        empty={t("adminMenu.sync.noneConnected")}
        connected
      />
      <ItemList title={t("adminMenu.sync.manual")} items={manual} empty={t("adminMenu.sync.noneManual")} />
    </div>
  );
}
