import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "config-test-"));

describe("loadConfig", () => {
  it("gives a newcomer's defaults and keeps a generated session secret in DATA_DIR", () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      PORT: 5000,
      NODE_ENV: "development",
      TRUST_PROXY: 0,
      secureCookies: false,
    });
    expect(config.sessionSecret).toBe(readFileSync(path.join(dir, "session-secret"), "utf8"));
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
  });

  it("takes Twilio's three variables together, or none", () => {
    const twilio = {
      TWILIO_ACCOUNT_SID: `AC${"a1".repeat(16)}`,
      TWILIO_AUTH_TOKEN: "token",
      TWILIO_VERIFY_SERVICE_SID: `VA${"b2".repeat(16)}`,
    };
    expect(loadConfig({ DATA_DIR: dataDir(), ...twilio })).toMatchObject(twilio);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...twilio, TWILIO_AUTH_TOKEN: "" })).toThrow(
      /set all three or none/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...twilio, TWILIO_ACCOUNT_SID: "AC123" })).toThrow(
      /TWILIO_ACCOUNT_SID must be AC/,
    );
  });

  it("takes TWILIO_FROM as an E.164 number, only beside the account SID and token", () => {
    const twilio = {
      TWILIO_ACCOUNT_SID: `AC${"a1".repeat(16)}`,
      TWILIO_AUTH_TOKEN: "token",
      TWILIO_VERIFY_SERVICE_SID: `VA${"b2".repeat(16)}`,
    };
    expect(loadConfig({ DATA_DIR: dataDir(), ...twilio, TWILIO_FROM: "+16125550100" })).toMatchObject({
      TWILIO_FROM: "+16125550100",
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...twilio, TWILIO_FROM: "612-555-0100" })).toThrow(
      /TWILIO_FROM must be a phone number in E.164 form/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), TWILIO_FROM: "+16125550100" })).toThrow(
      /TWILIO_FROM needs TWILIO_ACCOUNT_SID/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), TWILIO_API_BASE_URL: "not a url" })).toThrow(
      /TWILIO_API_BASE_URL must be a full URL/,
    );
  });

  it("takes Google's client id and secret together, with Google as the default issuer", () => {
    const google = { GOOGLE_CLIENT_ID: "123.apps.googleusercontent.com", GOOGLE_CLIENT_SECRET: "secret" };
    expect(loadConfig({ DATA_DIR: dataDir(), ...google })).toMatchObject({
      ...google,
      OIDC_ISSUER_URL: "https://accounts.google.com",
    });
    expect(
      loadConfig({ DATA_DIR: dataDir(), ...google, OIDC_ISSUER_URL: "http://127.0.0.1:9000" })
        .OIDC_ISSUER_URL,
    ).toBe("http://127.0.0.1:9000");
    expect(() => loadConfig({ DATA_DIR: dataDir(), GOOGLE_CLIENT_ID: "x" })).toThrow(/set both or neither/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...google, OIDC_ISSUER_URL: "not a url" })).toThrow(
      /OIDC_ISSUER_URL must be a full URL/,
    );
  });

  it("names every wrong variable in one message", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: "seventy", DATABASE_URL: "mysql://x" })).toThrow(
      /PORT[\s\S]*DATABASE_URL must start with postgres/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_USERNAME: "boss" })).toThrow(ConfigError);
  });

  it("demands a secret, a public address and a real payment provider in production", () => {
    const production = { NODE_ENV: "production", DATA_DIR: dataDir() };
    expect(() => loadConfig(production)).toThrow(
      /SESSION_SECRET[\s\S]*PUBLIC_URL|PUBLIC_URL[\s\S]*SESSION_SECRET/,
    );
    const ready = {
      ...production,
      SESSION_SECRET: "x".repeat(40),
      PUBLIC_URL: "https://shop.example.com",
      ALLOW_TEST_PAYMENTS: "true",
    };
    expect(loadConfig(ready).secureCookies).toBe(true);
    expect(() => loadConfig({ ...ready, ALLOW_TEST_PAYMENTS: undefined })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it("takes SHOP_NOW, the tests' clock, outside production only", () => {
    const shopNow = "2026-06-07T19:30:00-05:00";
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: "test", SHOP_NOW: shopNow }).SHOP_NOW).toBe(shopNow);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SHOP_NOW: "Sunday evening" })).toThrow(/SHOP_NOW/);
    const production = {
      NODE_ENV: "production",
      DATA_DIR: dataDir(),
      SESSION_SECRET: "x".repeat(40),
      PUBLIC_URL: "https://shop.example.com",
      ALLOW_TEST_PAYMENTS: "true",
    };
    expect(() => loadConfig({ ...production, SHOP_NOW: shopNow })).toThrow(/SHOP_NOW is for tests only/);
  });

  it("backs up at 3 café-local into DATA_DIR/backups unless told, and refuses an hour that is not one", () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({
      BACKUP_HOUR: 3,
      BACKUP_DIR: path.join(dir, "backups"),
    });
    expect(loadConfig({ DATA_DIR: dir, BACKUP_HOUR: "23", BACKUP_DIR: "/srv/backups" })).toMatchObject({
      BACKUP_HOUR: 23,
      BACKUP_DIR: "/srv/backups",
    });
    for (const hour of ["24", "-1", "2.5", "three"]) {
      expect(() => loadConfig({ DATA_DIR: dir, BACKUP_HOUR: hour })).toThrow(/BACKUP_HOUR must be an hour/);
    }
  });
});
