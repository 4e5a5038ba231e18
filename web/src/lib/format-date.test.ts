import { describe, expect, it } from "vitest";
import { formatDateTime, formatStepTime } from "./format-date.ts";

describe("times on the café's clock", () => {
  it("shows an instant as Minneapolis reads it, whatever the device's time zone", () => {
    // 02:30 UTC on 3 June is 9:30 PM on 2 June in Minneapolis (daylight time).
    expect(formatDateTime("2026-06-03T02:30:00Z")).toBe("Jun 2, 2026, 9:30 PM");
    // In winter the café is six hours behind UTC.
    expect(formatDateTime("2026-01-15T18:05:00Z")).toBe("Jan 15, 2026, 12:05 PM");
  });

  it("leaves out the date for an instant of the café's today, counted on its clock", () => {
    const now = new Date("2026-06-03T03:00:00Z");
    expect(formatStepTime("2026-06-03T01:00:00Z", now)).toBe("8:00 PM");
    expect(formatStepTime("2026-06-02T04:00:00Z", now)).toBe("Jun 1, 2026, 11:00 PM");
  });
});
