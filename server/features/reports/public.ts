/** What other features read of the owner's books: the sales of a range by the report's own rules. */
export { salesOfRange } from "./sales-report.service.ts";
