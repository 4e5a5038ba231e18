import { CAFE_TIME_ZONE } from "../../../../contract/business.ts";
import { formatDate } from "../../../../contract/date-format.ts";
import type { Language } from "../../../../contract/language.ts";
import type { Translate } from "../../../../contract/translate.ts";
import type { Db } from "../../../db/client.ts";
import { pointsHistory } from "../history.service.ts";

/** One export: its rows in the reader's language, already as the cells of the CSV and the PDF. */
export interface ExportTable {
  title: string;
  subtitle: string;
  headers: string[];
  rows: string[][];
  /** The raw rows, for the JSON reading of the call (the admin screen's array). */
  records: Awaited<ReturnType<typeof pointsHistory>>;
}

/** Rows of one member, or of every member when an admin asks with includeAll (at most 50,000). */
export async function exportTable(
  db: Db,
  t: Translate,
  language: Language,
  scope: { userId: number; username: string } | "all",
): Promise<ExportTable> {
  const records = await pointsHistory(db, language, scope === "all" ? undefined : scope.userId, 50_000);
  const date = (iso: string | Date) =>
    formatDate(language, iso, { dateStyle: "medium", timeStyle: "short", timeZone: CAFE_TIME_ZONE });
  return {
    title: t("loyalty.export.title"),
    subtitle:
      scope === "all" ? t("loyalty.export.allMembers") : t("loyalty.export.member", { name: scope.username }),
    headers: ["date", "member", "type", "status", "points", "description"].map((c) =>
      t(`loyalty.export.columns.${c}`),
    ),
    rows: records.map((r) => [
      date(r.createdAt),
      r.username,
      t(`loyalty.types.${r.transactionType}`),
      t(`loyalty.statuses.${r.status}`),
      String(r.amount),
      r.description,
    ]),
    records,
  };
}

export const exportFileName = (t: Translate, extension: "csv" | "pdf", now = new Date()) =>
  t("loyalty.export.fileName", { date: now.toISOString().slice(0, 10), extension });
