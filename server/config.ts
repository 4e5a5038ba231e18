import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const blankToUndefined = (value: unknown) => (value === "" ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).default(5000)),
    HOST: z.preprocess(blankToUndefined, z.string().default("0.0.0.0")),
    DATA_DIR: z.preprocess(blankToUndefined, z.string().default("./data")),
    /** The café-local hour (0-23) of the nightly backup. */
    BACKUP_HOUR: z.preprocess(
      blankToUndefined,
      z.coerce
        .number("BACKUP_HOUR must be an hour from 0 to 23")
        .int()
        .min(0)
        .max(23, "BACKUP_HOUR must be an hour from 0 to 23")
        .default(3),
    ),
    /** Turns GET /metrics on for the bearer of this token (Prometheus' scrape); absent, it answers 404. */
    METRICS_TOKEN: optional(z.string().min(16, "METRICS_TOKEN must be at least 16 characters")),
    /** Where backups are written; DATA_DIR/backups by default. */
    BACKUP_DIR: optional(z.string()),
    DATABASE_URL: optional(
      z.string().regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://"),
    ),
    SESSION_SECRET: optional(z.string().min(32, "SESSION_SECRET must be at least 32 characters")),
    /** 32 bytes as 64 hex characters or base64; encrypts secrets at rest (2FA secrets, the SMTP password). */
    ENCRYPTION_KEY: optional(
      z
        .string()
        .refine(
          (value) => decodeKey(value) !== undefined,
          "ENCRYPTION_KEY must be 32 bytes, as 64 hex characters or base64",
        ),
    ),
    ADMIN_USERNAME: optional(z.string().trim().min(3, "ADMIN_USERNAME must be at least 3 characters")),
    ADMIN_PASSWORD: optional(z.string().min(8, "ADMIN_PASSWORD must be at least 8 characters")),
    PUBLIC_URL: optional(z.url("PUBLIC_URL must be a full URL such as https://shop.example.com")),
    /** How many reverse proxies stand in front of the shop (0: clients reach it directly). */
    TRUST_PROXY: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(10).default(0)),
    ALLOW_TEST_PAYMENTS: z.preprocess(blankToUndefined, z.enum(["true", "false"]).default("false")),
    /** true: every admin must set up two-factor authentication at the next sign-in. */
    REQUIRE_ADMIN_2FA: z.preprocess(
      blankToUndefined,
      z.enum(["true", "false"], "REQUIRE_ADMIN_2FA must be true or false").default("false"),
    ),
    RATE_LIMIT_SCALE: z.preprocess(blankToUndefined, z.coerce.number().positive().default(1)),
    LOG_LEVEL: z.preprocess(
      blankToUndefined,
      z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    ),
    // Mail: SMTP when SMTP_HOST is set, otherwise the outbox table.
    SMTP_HOST: optional(z.string().trim()),
    SMTP_PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(65535).default(587)),
    SMTP_USER: optional(z.string()),
    SMTP_PASSWORD: optional(z.string()),
    SMTP_SECURE: optional(z.enum(["true", "false"], "SMTP_SECURE must be true or false")),
    MAIL_FROM: z.preprocess(
      blankToUndefined,
      z.string().default('"Somali Sips Café" <hello@somalisips.example>'),
    ),
    CAFE_EMAIL: optional(z.email("CAFE_EMAIL must be an email address")),
    // Card payments: Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in test gateway.
    STRIPE_SECRET_KEY: optional(
      z
        .string()
        .trim()
        .regex(/^(sk|rk)_/, "STRIPE_SECRET_KEY must start with sk_ or rk_"),
    ),
    STRIPE_WEBHOOK_SECRET: optional(
      z
        .string()
        .trim()
        .regex(/^whsec_/, "STRIPE_WEBHOOK_SECRET must start with whsec_"),
    ),
    STRIPE_PUBLISHABLE_KEY: optional(
      z.string().trim().regex(/^pk_/, "STRIPE_PUBLISHABLE_KEY must start with pk_"),
    ),
    // SMS codes: Twilio Verify when all three are set, otherwise the local verifier (codes in the outbox).
    TWILIO_ACCOUNT_SID: optional(
      z
        .string()
        .trim()
        .regex(/^AC[0-9a-fA-F]{32}$/, "TWILIO_ACCOUNT_SID must be AC followed by 32 hex digits"),
    ),
    TWILIO_AUTH_TOKEN: optional(z.string().trim()),
    TWILIO_VERIFY_SERVICE_SID: optional(
      z
        .string()
        .trim()
        .regex(/^VA[0-9a-fA-F]{32}$/, "TWILIO_VERIFY_SERVICE_SID must be VA followed by 32 hex digits"),
    ),
    /** Twilio Verify's address, for a regional edge or a test double. */
    TWILIO_VERIFY_BASE_URL: optional(z.url("TWILIO_VERIFY_BASE_URL must be a full URL")),
    /** The number the order-ready texts come from (E.164); with the account SID and token, Twilio sends them. */
    TWILIO_FROM: optional(
      z
        .string()
        .trim()
        .regex(/^\+[1-9]\d{7,14}$/, "TWILIO_FROM must be a phone number in E.164 form, such as +16125550100"),
    ),
    /** Twilio's REST address for the Messaging API, for a regional edge or a test double. */
    TWILIO_API_BASE_URL: optional(z.url("TWILIO_API_BASE_URL must be a full URL")),
    /** Tests only: the shop's clock starts at this moment and runs on from there. */
    SHOP_NOW: optional(
      z.iso.datetime({
        offset: true,
        message: "SHOP_NOW must be an ISO 8601 time such as 2026-06-07T19:30:00-05:00",
      }),
    ),
    // Google sign-in (OpenID Connect): on when both the client id and its secret are set.
    GOOGLE_CLIENT_ID: optional(z.string().trim()),
    GOOGLE_CLIENT_SECRET: optional(z.string().trim()),
    OIDC_ISSUER_URL: z.preprocess(
      blankToUndefined,
      z.url("OIDC_ISSUER_URL must be a full URL").default("https://accounts.google.com"),
    ),
  })
  .refine(
    (env) =>
      new Set([
        Boolean(env.TWILIO_ACCOUNT_SID),
        Boolean(env.TWILIO_AUTH_TOKEN),
        Boolean(env.TWILIO_VERIFY_SERVICE_SID),
      ]).size === 1,
    {
      message:
        "TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_VERIFY_SERVICE_SID go together: set all three or none",
      path: ["TWILIO_VERIFY_SERVICE_SID"],
    },
  )
  .refine((env) => !env.TWILIO_FROM || (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN), {
    message: "TWILIO_FROM needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN to send through",
    path: ["TWILIO_FROM"],
  })
  .refine((env) => Boolean(env.GOOGLE_CLIENT_ID) === Boolean(env.GOOGLE_CLIENT_SECRET), {
    message: "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together: set both or neither",
    path: ["GOOGLE_CLIENT_SECRET"],
  })
  .refine((env) => Boolean(env.SMTP_USER) === Boolean(env.SMTP_PASSWORD), {
    message: "SMTP_USER and SMTP_PASSWORD go together: set both or neither",
    path: ["SMTP_PASSWORD"],
  })
  .refine((env) => Boolean(env.ADMIN_USERNAME) === Boolean(env.ADMIN_PASSWORD), {
    message: "ADMIN_USERNAME and ADMIN_PASSWORD go together: set both or neither",
    path: ["ADMIN_PASSWORD"],
  })
  .refine(
    (env) => env.NODE_ENV !== "production" || env.STRIPE_SECRET_KEY || env.ALLOW_TEST_PAYMENTS === "true",
    {
      message:
        "production needs STRIPE_SECRET_KEY (or ALLOW_TEST_PAYMENTS=true to run on the test gateway, which takes no money)",
      path: ["STRIPE_SECRET_KEY"],
    },
  )
  .refine((env) => env.NODE_ENV !== "production" || env.PUBLIC_URL, {
    message: "PUBLIC_URL is required when NODE_ENV=production (links in emails and payment returns use it)",
    path: ["PUBLIC_URL"],
  })
  .refine((env) => env.NODE_ENV !== "production" || !env.SHOP_NOW, {
    message: "SHOP_NOW is for tests only and is refused when NODE_ENV=production",
    path: ["SHOP_NOW"],
  })
  .refine((env) => env.NODE_ENV !== "production" || env.SESSION_SECRET, {
    message: "SESSION_SECRET is required when NODE_ENV=production",
    path: ["SESSION_SECRET"],
  });

export type Env = z.infer<typeof envSchema>;
export interface Config extends Env {
  sessionSecret: string;
  /** The AES-256 key of server/lib/encryption.ts. */
  encryptionKey: Buffer;
  secureCookies: boolean;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; every problem is listed in one message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const config = parsed.data;
  const dataDir = path.resolve(config.DATA_DIR);
  return {
    ...config,
    DATA_DIR: dataDir,
    BACKUP_DIR: path.resolve(config.BACKUP_DIR ?? path.join(dataDir, "backups")),
    sessionSecret: config.SESSION_SECRET ?? developmentSecret(dataDir),
    encryptionKey: (config.ENCRYPTION_KEY && decodeKey(config.ENCRYPTION_KEY)) || generatedKey(dataDir),
    secureCookies: config.PUBLIC_URL?.startsWith("https://") ?? false,
  };
}

/** Outside production a secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function decodeKey(value: string): Buffer | undefined {
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, "hex") : Buffer.from(value, "base64");
  return key.length === 32 ? key : undefined;
}

/** Without ENCRYPTION_KEY a key is generated once and kept in DATA_DIR: losing it makes stored secrets unreadable. */
function generatedKey(dataDir: string): Buffer {
  const file = path.join(dataDir, "encryption-key");
  if (existsSync(file)) return Buffer.from(readFileSync(file, "utf8").trim(), "base64");
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString("base64"), { mode: 0o600 });
  return key;
}
