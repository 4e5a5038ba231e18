import { presetRange } from "@contract/sales-report.ts";
import { describe, expect, it } from "vitest";
import { rangeProblem } from "./report-range.ts";

describe("the Reports tab's ranges", () => {
  // 2026-11-26 is a Thursday.
  const today = "2026-11-26";

  it("names the café-local days of each preset", () => {
    expect(presetRange("today", today)).toEqual({ from: today, to: today });
    expect(presetRange("yesterday", today)).toEqual({ from: "2026-11-25", to: "2026-11-25" });
    expect(presetRange("week", today)).toEqual({ from: "2026-11-23", to: today });
    expect(presetRange("month", today)).toEqual({ from: "2026-11-01", to: today });
  });

  it("starts a week on Monday, a Sunday included, and a month across a year's end", () => {
    expect(presetRange("week", "2026-11-29")).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    expect(presetRange("week", "2026-11-23")).toEqual({ from: "2026-11-23", to: "2026-11-23" });
    expect(presetRange("yesterday", "2027-01-01")).toEqual({ from: "2026-12-31", to: "2026-12-31" });
  });

  it("explains a range the server would refuse", () => {
    expect(rangeProblem({ from: "2026-11-01", to: today })).toBeUndefined();
    expect(rangeProblem({ from: today, to: "2026-11-01" })).toBe("errors.dateRangeOrder");
    expect(rangeProblem({ from: "2026-13-01", to: today })).toBe("errors.invalidDate");
    expect(rangeProblem({ from: "2025-01-01", to: today })).toBe("errors.reportRangeTooLong");
  });
});
