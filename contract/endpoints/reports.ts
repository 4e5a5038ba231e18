import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { salesReportQuerySchema, salesReportSchema } from "../sales-report.ts";

const csvFile = z.string().describe("The CSV file, sent as text/csv.");

/** The owner's books: sales figures for a range of café-local days (docs/architecture.md "Sales reports"). */
export const reportEndpoints = {
  sales: defineEndpoint({
    method: "GET",
    path: "/api/admin/reports/sales",
    access: "reports",
    query: salesReportQuerySchema,
    answers: { 200: salesReportSchema },
  }),
  salesCsv: defineEndpoint({
    method: "GET",
    path: "/api/admin/reports/sales.csv",
    access: "reports",
    query: salesReportQuerySchema,
    answers: { 200: csvFile },
  }),
  itemsCsv: defineEndpoint({
    method: "GET",
    path: "/api/admin/reports/items.csv",
    access: "reports",
    query: salesReportQuerySchema,
    answers: { 200: csvFile },
  }),
  /** One café-local day, today when `date` is left out. */
  dailyCloseOut: defineEndpoint({
    method: "GET",
    path: "/api/admin/reports/daily.pdf",
    access: "reports",
    query: z.object({ date: z.iso.date("errors.invalidDate").optional() }),
    answers: { 200: z.string().describe("The close-out, sent as application/pdf.") },
  }),
};
