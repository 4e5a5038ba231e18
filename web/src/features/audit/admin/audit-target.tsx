import type { AuditEntry } from "@contract/audit.ts";
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

/** What an entry concerns: an order by its number, linking to it; anything else by its kind and id. */
export function AuditTargetName({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
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
  return <>{`${kind}${entry.targetId ? ` #${entry.targetId}` : ""}`}</>;
}
