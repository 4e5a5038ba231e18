import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createSecretBox } from "./encryption.ts";

describe("createSecretBox", () => {
  const box = createSecretBox(randomBytes(32));

  it("opens what it sealed, and seals the same text differently each time", () => {
    const first = box.seal("JBSWY3DPEHPK3PXP");
    expect(box.open(first)).toBe("JBSWY3DPEHPK3PXP");
    expect(box.seal("JBSWY3DPEHPK3PXP")).not.toBe(first);
    expect(first).not.toContain("JBSWY3DPEHPK3PXP");
  });

  it("refuses a tampered value and a value sealed with another key", () => {
    const sealed = box.seal("secret");
    const parts = sealed.split(".");
    parts[3] = Buffer.from("other!").toString("base64url");
    expect(() => box.open(parts.join("."))).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
    expect(() => box.open("plain text")).toThrow();
  });

  it("needs a 32-byte key", () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow();
  });
});
