import { inLanguage } from "@contract/language.ts";
import { orderStatuses } from "@contract/order-status.ts";
import { roles } from "@contract/permissions.ts";
import { formatMoney } from "@contract/pricing.ts";
import { useTranslation } from "../../../i18n/react.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";

const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const isOrderStatus = (value: unknown): value is (typeof orderStatuses)[number] =>
  (orderStatuses as readonly unknown[]).includes(value);
const isRole = (value: unknown): value is (typeof roles)[number] =>
  (roles as readonly unknown[]).includes(value);
/**
 * Fields the entry's "concerns" column already names (an order by its number), and a menu item's snake_case
 * twins of its camelCase fields, which the API keeps for the specification's clients (docs/api.md).
 */
const shownElsewhere = new Set(["orderNumber", "image_url", "stripe_product_id"]);
/** The fields most actions record, named in the reader's language; a rarer one keeps its stored name. */
const namedFields = [
  "status",
  "role",
  "isAdmin",
  "state",
  "balance",
  "amount",
  "reason",
  "pausedUntil",
  "to",
  "subject",
  "code",
  "fullName",
  "email",
  "phone",
  "name",
  "price",
  "isAvailable",
  "refund",
  "refundedAmount",
  "total",
  "username",
  "createdAt",
  "birthDay",
  "languagePreference",
  "emailVerified",
  "phoneVerified",
  "hasPassword",
  "googleLinked",
  "nameSo",
  "description",
  "descriptionSo",
  "category",
  "isFeatured",
  "dietaryTags",
  "imageUrl",
  "stripeProductId",
  "optionGroups",
] as const;
const isNamedField = (key: string): key is (typeof namedFields)[number] =>
  (namedFields as readonly string[]).includes(key);

/** A refund's entry keeps its money in cents, as the books do. */
const centsFields = new Set(["refundedAmount", "total"]);

type NamedInTwoLanguages = { name?: unknown; nameSo?: unknown };
type AuditedGroup = NamedInTwoLanguages & { choices?: NamedInTwoLanguages[] };

/** A dish's option groups as the menu form lists them: each group's name and its choices. */
function optionGroupsText(groups: AuditedGroup[], language: string): string {
  const named = ({ name, nameSo }: NamedInTwoLanguages) =>
    inLanguage(String(name ?? ""), typeof nameSo === "string" ? nameSo : null, language);
  return groups.map((group) => `${named(group)}: ${(group.choices ?? []).map(named).join(", ")}`).join(" · ");
}

/**
 * A value as a reader says it: a status or a role by its label, yes or no for a switch, a dish's options by name,
 * money as money, a refund by its amount and reason, a time on the café's clock in the reader's language.
 */
function useShow() {
  const { t, i18n } = useTranslation();
  return (key: string, value: unknown) => {
    if (value === null || value === undefined || value === "") return "—";
    if (key === "optionGroups" && Array.isArray(value))
      return value.length === 0 ? "—" : optionGroupsText(value as AuditedGroup[], i18n.language);
    if (key === "status" && isOrderStatus(value)) return t(`orderStatus.${value}`);
    if (key === "role" && isRole(value)) return t(`adminUsers.role.names.${value}`);
    if (typeof value === "boolean") return t(value ? "adminAudit.yes" : "adminAudit.no");
    if (centsFields.has(key) && typeof value === "number") return formatMoney(value);
    if (key === "refund" && typeof value === "object") {
      const { amount, reason } = value as { amount?: unknown; reason?: unknown };
      if (typeof amount === "number") return [formatMoney(amount), reason].filter(Boolean).join(" · ");
    }
    if (typeof value === "string" && isoTime.test(value) && !Number.isNaN(Date.parse(value)))
      return formatDateTime(value);
    return typeof value === "object" ? JSON.stringify(value) : String(value);
  };
}

/**
 * The fields an action changed, each with its value before and after. An entry that kept a whole record on
 * both sides (a dish marked sold out keeps the dish) shows only what differs, so the one change is not buried.
 */
export function AuditValues({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const show = useShow();
  const was = (before ?? {}) as Record<string, unknown>;
  const now = (after ?? {}) as Record<string, unknown>;
  const unchanged = (key: string) =>
    key in was && key in now && JSON.stringify(was[key]) === JSON.stringify(now[key]);
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter(
    (key) => !shownElsewhere.has(key) && !unchanged(key),
  );
  if (keys.length === 0) return <span className="text-coffee-700">—</span>;
  return (
    <dl className="space-y-1">
      {keys.map((key) => (
        // Anywhere: a long value without spaces (a link, a record kept whole) wraps inside its table cell.
        <div key={key} className="wrap-anywhere">
          <dt className="inline font-medium">{isNamedField(key) ? t(`adminAudit.fields.${key}`) : key}: </dt>
          <dd className="inline">
            {key in was && (
              <>
                <span className="sr-only">{t("adminAudit.before")} </span>
                <del className="text-coffee-700">{show(key, was[key])}</del>
                {key in now && " → "}
              </>
            )}
            {key in now && (
              <>
                <span className="sr-only">{t("adminAudit.after")} </span>
                <ins className="no-underline">{show(key, now[key])}</ins>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
