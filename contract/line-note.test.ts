import { describe, expect, it } from "vitest";
import { cleanLineNote, LINE_NOTE_MAX } from "./line-note.ts";

describe("cleanLineNote", () => {
  it("trims the note and drops a blank one", () => {
    expect(cleanLineNote("  less sugar ")).toBe("less sugar");
    expect(cleanLineNote("   ")).toBeUndefined();
    expect(cleanLineNote(undefined)).toBeUndefined();
  });

  it("keeps at most the allowed length", () => {
    expect(cleanLineNote("x".repeat(200))).toHaveLength(LINE_NOTE_MAX);
  });
});
