import { defineEndpoint } from "../endpoint.ts";
import { shiftSummaryQuerySchema, shiftSummarySchema } from "../shift-summary.ts";

/** The counter's end-of-shift figures (docs/architecture.md "Orders"). */
export const shiftSummaryEndpoints = {
  summary: defineEndpoint({
    method: "GET",
    path: "/api/admin/shift-summary",
    access: "board",
    query: shiftSummaryQuerySchema,
    answers: { 200: shiftSummarySchema },
  }),
};
