import { describe, expect, it } from "vitest";
import { rangeProblem } from "./report-range.ts";

describe("the Reports tab's ranges", () => {
  // 2026-11-26 is a Thursday.
  const today = "2026-11-26";

  it("explains a range the server would refuse", () => {
    expect(rangeProblem({ from: "2026-11-01", to: today })).toBeUndefined();
    expect(rangeProblem({ from: today, to: "2026-11-01" })).toBe("errors.dateRangeOrder");
    expect(rangeProblem({ from: "2026-13-01", to: today })).toBe("errors.invalidDate");
    expect(rangeProblem({ from: "2025-01-01", to: today })).toBe("errors.reportRangeTooLong");
  });
});
