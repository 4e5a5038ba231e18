import PDFDocument from "pdfkit";
import type { ExportTable } from "./export-table.ts";

const MARGIN = 48;
/** Column widths in points on an A4 page (595 wide, 499 between margins). */
const WIDTHS = [92, 70, 62, 62, 40, 173];

/** A plain, printable table: title, who it is for, then the rows, starting a new page when one fills up. */
export function exportPdf(table: ExportTable): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, info: { Title: table.title } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.font("Helvetica-Bold").fontSize(18).fillColor("#3B2320").text(table.title);
  doc.font("Helvetica").fontSize(11).fillColor("#6B4423").text(table.subtitle).moveDown();
  const bottom = doc.page.height - MARGIN;

  const row = (cells: string[], bold: boolean) => {
    doc
      .font(bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(9)
      .fillColor("#3B2320");
    const height =
      Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: WIDTHS[i]! - 6 }))) + 6;
    if (doc.y + height > bottom) doc.addPage();
    const top = doc.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc.text(cell, x, top, { width: WIDTHS[i]! - 6 });
      x += WIDTHS[i]!;
    });
    doc.x = MARGIN;
    doc.y = top + height;
  };

  row(table.headers, true);
  for (const cells of table.rows) row(cells, false);
  doc.end();
  return done;
}
