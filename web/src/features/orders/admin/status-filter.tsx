import { type OrderStatus, orderStatuses } from "@contract/order-status.ts";
import { compactSelectClass } from "../../../components/ui/field.tsx";
import { useTranslation } from "../../../i18n/react.tsx";

/** The order status filter of the admin's order lists: every status, or all of them. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: OrderStatus | "all";
  onChange: (status: OrderStatus | "all") => void;
}) {
  const { t } = useTranslation();
  return (
    <select
      className={compactSelectClass}
      aria-label={t("adminOrders.statusFilter")}
      value={value}
      onChange={(e) => onChange(e.target.value as OrderStatus | "all")}
    >
      <option value="all">{t("adminPanel.all")}</option>
      {orderStatuses.map((s) => (
        <option key={s} value={s}>
          {t(`orderStatus.${s}`)}
        </option>
      ))}
    </select>
  );
}
