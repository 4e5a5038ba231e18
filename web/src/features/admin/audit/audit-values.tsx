import { useTranslation } from "../../../i18n/react.tsx";

const show = (value: unknown) =>
  value === null || value === undefined || value === ""
    ? "—"
    : typeof value === "object"
      ? JSON.stringify(value)
      : String(value);

/** The fields an action changed, each with its value before and after. */
export function AuditValues({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const was = (before ?? {}) as Record<string, unknown>;
  const now = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  if (keys.length === 0) return <span className="text-coffee-700">—</span>;
  return (
    <dl className="space-y-1">
      {keys.map((key) => (
        <div key={key} className="break-words">
          <dt className="inline font-medium">{key}: </dt>
          <dd className="inline">
            {key in was && (
              <>
                <span className="sr-only">{t("adminAudit.before")} </span>
                <del className="text-coffee-700">{show(was[key])}</del>
                {key in now && " → "}
              </>
            )}
            {key in now && (
              <>
                <span className="sr-only">{t("adminAudit.after")} </span>
                <ins className="no-underline">{show(now[key])}</ins>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
