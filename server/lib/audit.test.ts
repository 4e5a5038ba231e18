import { describe, expect, it } from "vitest";
import { scrubSecrets } from "./audit.ts";

describe("scrubSecrets", () => {
  it("replaces secret fields at any depth and keeps the rest", () => {
    expect(
      scrubSecrets({
        host: "smtp.zoho.com",
        password: "hunter2",
        nested: { apiKey: "sk_live", port: 465, list: [{ twoFactorSecret: "ABC", name: "x" }] },
      }),
    ).toEqual({
      host: "smtp.zoho.com",
      password: "[redacted]",
      nested: { apiKey: "[redacted]", port: 465, list: [{ twoFactorSecret: "[redacted]", name: "x" }] },
    });
  });

  it("turns dates into ISO text", () => {
    expect(scrubSecrets({ at: new Date("2026-01-02T03:04:05Z") })).toEqual({
      at: "2026-01-02T03:04:05.000Z",
    });
  });
});
