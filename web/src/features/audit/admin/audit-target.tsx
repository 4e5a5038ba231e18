import type { AuditEntry } from "@contract/audit.ts";
import { inLanguage } from "@contract/language.ts";
import { Link } from "react-router";
import { useTranslation } from "../../../i18n/react.tsx";

/** The order number an order's entry kept (SS-1002), read from what it recorded. */
function orderNumberOf(entry: AuditEntry): string | null {
  for (const side of [entry.after, entry.before]) {
    const number = (side as { orderNumber?: unknown } | null)?.orderNumber;
    if (typeof number === "string") return number;
  }
  return null;
}

/**
 * The name a dish's or a user's entry kept (the dish in the reader's language, the user's login), so the owner
 * need not know what dish #9 is. A dish's name is on both sides of every entry about it.
 */
function nameOf(entry: AuditEntry, language: string): string | null {
  for (const side of [entry.after, entry.before]) {
    const kept = side as { name?: unknown; nameSo?: unknown; username?: unknown } | null;
    if (entry.targetType === "menu_item" && typeof kept?.name === "string")
      return inLanguage(kept.name, typeof kept.nameSo === "string" ? kept.nameSo : null, language);
    if (entry.targetType === "user" && typeof kept?.username === "string") return kept.username;
  }
  return null;
}

/**
 * What an entry concerns: an order by its number, linking to it; a dish or a user by its kind and id, with the
 * name it kept; anything else by its kind and id.
 */
export function AuditTargetName({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const kind = t(`adminAudit.targets.${entry.targetType}`);
  const number = entry.targetType === "order" ? orderNumberOf(entry) : null;
  if (number && entry.targetId) {
    return (
      <>
        {kind}{" "}
        <Link to={`/track/${entry.targetId}`} className="font-medium underline-offset-2 hover:underline">
          {number}
        </Link>
      </>
    );
  }
  const name = nameOf(entry, i18n.language);
  return (
    <>
      {`${kind}${entry.targetId ? ` #${entry.targetId}` : ""}`}
      {name && <span className="block font-medium wrap-anywhere">{name}</span>}
    </>
  );
}
