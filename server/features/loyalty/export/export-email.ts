import type { Language } from "../../../../contract/language.ts";
import { translator } from "../../../lib/i18n.ts";
import type { EmailMessage } from "../../../providers/email/email-sender.ts";
import { emailLayout, escapeHtml } from "../../../providers/email/layout.ts";
import type { ExportTable } from "./export-table.ts";

/** The export as mail: a table in the HTML part and the CSV itself in the text part (our mail has no attachments). */
export function exportEmail(table: ExportTable, csv: string, to: string, language: Language): EmailMessage {
  const t = translator(language);
  const cells = (row: string[], tag: "th" | "td") =>
    `<tr>${row.map((cell) => `<${tag} align="left" style="padding:4px 8px">${escapeHtml(cell)}</${tag}>`).join("")}</tr>`;
  const body =
    `<p>${escapeHtml(t("loyalty.export.emailIntro"))}</p><p><strong>${escapeHtml(table.subtitle)}</strong></p>` +
    `<table style="border-collapse:collapse;font-size:13px"><thead>${cells(table.headers, "th")}</thead>` +
    `<tbody>${table.rows.map((row) => cells(row, "td")).join("")}</tbody></table>`;
  return {
    to,
    subject: t("loyalty.export.emailSubject"),
    language,
    text: `${t("loyalty.export.emailIntro")}\n\n${table.subtitle}\n\n${csv.replace(/^\uFEFF/, "")}`,
    html: emailLayout({ title: table.title, body, footer: t("loyalty.export.emailFooter"), lang: language }),
  };
}
