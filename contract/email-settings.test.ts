import { describe, expect, it } from "vitest";
import { cleanEmailPassword, emailConfigSchema, testEmailSchema, usesImplicitTls } from "./email-settings.ts";

describe("the Zoho password cleaning rule (docs/architecture.md#product-rules)", () => {
  it("strips underscores, spaces and hyphens from a Zoho password only", () => {
    expect(cleanEmailPassword("zoho", " ab_cd-ef gh ")).toBe("abcdefgh");
    expect(cleanEmailPassword("microsoft", " ab_cd-ef gh ")).toBe(" ab_cd-ef gh ");
    expect(cleanEmailPassword("sendgrid", "SG.a_b-c")).toBe("SG.a_b-c");
  });
});

describe("the email configuration", () => {
  const valid = {
    service: "zoho",
    host: "smtp.zoho.com",
    port: "465",
    username: "a@b.example",
    password: "x",
  };

  it("reads the port from digits and keeps a blank password as 'keep the saved one'", () => {
    expect(emailConfigSchema.parse(valid)).toMatchObject({ port: 465, password: "x" });
    expect(emailConfigSchema.parse({ ...valid, password: "  " }).password).toBeUndefined();
  });

  it.each([
    [{ host: "smtp zoho.com" }, "errors.smtpHostInvalid"],
    [{ host: "-smtp.zoho.com" }, "errors.smtpHostInvalid"],
    [{ port: "0x1d1" }, "errors.smtpPortInvalid"],
    [{ port: 1.5 }, "errors.smtpPortInvalid"],
    [{ service: "yahoo" }, "errors.emailServiceInvalid"],
  ])("refuses %o", (change, message) => {
    const result = emailConfigSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("uses TLS from the first byte on port 465 only", () => {
    expect(usesImplicitTls(465)).toBe(true);
    expect(usesImplicitTls(587)).toBe(false);
  });

  it("takes a test address alone, or with a complete set of settings", () => {
    expect(testEmailSchema.safeParse({ testEmail: "me@example.com" }).success).toBe(true);
    expect(testEmailSchema.safeParse({ ...valid, testEmail: "me@example.com" }).success).toBe(true);
    const partial = testEmailSchema.safeParse({ host: "smtp.zoho.com", testEmail: "me@example.com" });
    expect(partial.error?.issues.map((i) => i.path[0])).toEqual(["service", "port", "username"]);
  });
});
