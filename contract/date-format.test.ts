import { describe, expect, it } from "vitest";
import { formatDate, formatDateRange, monthNames, somaliNames, weekdayNames } from "./date-format.ts";

// Tuesday 24 November 2026, 1:05 PM in Minneapolis.
const when = "2026-11-24T19:05:00Z";
const zone = { timeZone: "America/Chicago" } as const;

describe("dates in the reader's language", () => {
  it("are Intl's US English in English", () => {
    expect(formatDate("en", when, { dateStyle: "medium", ...zone })).toBe("Nov 24, 2026");
    expect(formatDate("en", when, { weekday: "long", month: "long", day: "numeric", ...zone })).toBe(
      "Tuesday, November 24",
    );
  });

  it("use the café's Somali month and day names in full, whatever the runtime knows of Somali", () => {
    expect(formatDate("so", when, { dateStyle: "medium", ...zone })).toBe("Nofembar 24, 2026");
    expect(formatDate("so", when, { dateStyle: "long", ...zone })).toBe("Nofembar 24, 2026");
    expect(formatDate("so", when, { dateStyle: "full", ...zone })).toBe("Talaado, Nofembar 24, 2026");
    expect(formatDate("so", when, { weekday: "short", month: "short", day: "numeric", ...zone })).toBe(
      "Talaado, Nofembar 24",
    );
    expect(formatDate("so", "2026-05-03T12:00:00Z", { month: "long", day: "numeric", ...zone })).toBe(
      "May 3",
    );
  });

  it("write Somali times with GH and GD, never AM, PM or an English 'at'", () => {
    const text = formatDate("so", when, { dateStyle: "long", timeStyle: "short", ...zone });
    expect(text.replace(/\s/g, " ")).toBe("Nofembar 24, 2026, 1:05 GD");
    expect(formatDate("so", "2026-11-24T15:30:00Z", { hour: "numeric", minute: "2-digit", ...zone })).toMatch(
      /^9:30\sGH$/,
    );
  });

  it("leave numeric dates as numbers", () => {
    expect(formatDate("so", when, { dateStyle: "short", ...zone })).toBe("11/24/26");
  });

  it("name a span of hours in both languages", () => {
    const opens = "2026-11-24T16:00:00Z";
    const closes = "2026-11-25T03:00:00Z";
    expect(formatDateRange("en", opens, closes, { hour: "numeric", ...zone }).replace(/\s/g, " ")).toBe(
      "10 AM – 9 PM",
    );
    expect(formatDateRange("so", opens, closes, { hour: "numeric", ...zone }).replace(/\s/g, " ")).toBe(
      "10 GH – 9 GD",
    );
  });

  it("list the months January first and the weekdays Sunday first", () => {
    expect(monthNames("so")).toEqual(somaliNames.months);
    expect(monthNames("so", "short")).toEqual(somaliNames.months);
    expect(monthNames("en", "short")[10]).toBe("Nov");
    expect(monthNames("en")[0]).toBe("January");
    expect(weekdayNames("so")).toEqual(somaliNames.weekdays);
    expect(weekdayNames("en")[6]).toBe("Saturday");
  });
});
