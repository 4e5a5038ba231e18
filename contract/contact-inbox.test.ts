import { describe, expect, it } from "vitest";
import { CONTACT_STATUSES, canMoveContactMessage } from "./contact-inbox.ts";

describe("the contact message states", () => {
  it.each([
    ["new", "read", true],
    ["new", "answered", true],
    ["read", "new", true],
    ["read", "answered", true],
    ["answered", "answered", true],
    ["answered", "read", false],
    ["answered", "new", false],
    ["new", "new", false],
  ] as const)("%s → %s allowed: %s", (from, to, allowed) => {
    expect(canMoveContactMessage(from, to)).toBe(allowed);
  });

  it("lets every state be answered", () => {
    for (const status of CONTACT_STATUSES) expect(canMoveContactMessage(status, "answered")).toBe(true);
  });
});
