import { buildApp, defaultWebDir } from "./app.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { seedDemoData } from "./db/seed/index.ts";
import { adminSignInLines, bootstrapAdmin } from "./features/auth/admin-bootstrap.ts";
import { startNightlyBackups } from "./features/backups/nightly-backup.job.ts";
import { startBirthdayJob } from "./features/loyalty/birthday.job.ts";
import { scheduleExpirySweep } from "./features/payments/expiry-sweep.ts";
import { clockStartingAt } from "./lib/clock.ts";
import type { SmtpSettings } from "./providers/email/smtp-sender.ts";
import { StripeProvider } from "./providers/payments/stripe-provider.ts";
import { twilioSmsSender } from "./providers/sms/twilio-sms-sender.ts";
import { twilioVerifier } from "./providers/sms/twilio-verifier.ts";

/** How long SIGTERM waits for requests in flight before cutting their connections. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  const seeded = await seedDemoData(database.db);
  const admin = await bootstrapAdmin(database.db, {
    username: config.ADMIN_USERNAME,
    password: config.ADMIN_PASSWORD,
    dataDir: config.DATA_DIR,
  });

  const app = await buildApp({
    db: database.db,
    sessionSecret: config.sessionSecret,
    encryptionKey: config.encryptionKey,
    secureCookies: config.secureCookies,
    rateLimitScale: config.RATE_LIMIT_SCALE,
    requireAdminTwoFactor: config.REQUIRE_ADMIN_2FA === "true",
    trustProxy: config.TRUST_PROXY,
    logLevel: config.LOG_LEVEL,
    webDir: defaultWebDir,
    dataDir: config.DATA_DIR,
    backupDir: config.BACKUP_DIR,
    databaseKind: database.kind,
    ...(config.METRICS_TOKEN ? { metricsToken: config.METRICS_TOKEN } : {}),
    ...(database.poolStats ? { poolStats: database.poolStats } : {}),
    ...(config.SMTP_HOST ? { smtp: smtpSettings(config, config.SMTP_HOST) } : {}),
    mailFrom: config.MAIL_FROM,
    ...(config.SHOP_NOW ? { clock: clockStartingAt(new Date(config.SHOP_NOW)) } : {}),
    ...(config.CAFE_EMAIL ? { cafeEmail: config.CAFE_EMAIL } : {}),
    ...(config.PUBLIC_URL ? { publicUrl: config.PUBLIC_URL } : {}),
    ...(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? {
          google: {
            clientId: config.GOOGLE_CLIENT_ID,
            clientSecret: config.GOOGLE_CLIENT_SECRET,
            issuerUrl: config.OIDC_ISSUER_URL,
          },
        }
      : {}),
    ...(config.STRIPE_SECRET_KEY
      ? {
          payments: new StripeProvider({
            secretKey: config.STRIPE_SECRET_KEY,
            webhookSecret: config.STRIPE_WEBHOOK_SECRET,
            publishableKey: config.STRIPE_PUBLISHABLE_KEY,
          }),
        }
      : {}),
    ...(config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_VERIFY_SERVICE_SID
      ? {
          sms: twilioVerifier(database.db, {
            accountSid: config.TWILIO_ACCOUNT_SID,
            authToken: config.TWILIO_AUTH_TOKEN,
            verifyServiceSid: config.TWILIO_VERIFY_SERVICE_SID,
            ...(config.TWILIO_VERIFY_BASE_URL ? { baseUrl: config.TWILIO_VERIFY_BASE_URL } : {}),
          }),
        }
      : {}),
    ...(config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM
      ? {
          texts: twilioSmsSender({
            accountSid: config.TWILIO_ACCOUNT_SID,
            authToken: config.TWILIO_AUTH_TOKEN,
            from: config.TWILIO_FROM,
            ...(config.TWILIO_API_BASE_URL ? { baseUrl: config.TWILIO_API_BASE_URL } : {}),
          }),
        }
      : {}),
  });
  // Unpaid card orders expire after 30 minutes; each minute one instance (advisory lock) cancels those due.
  const stopExpirySweep = scheduleExpirySweep(
    () => app.sweepExpiredCardOrders(),
    60_000,
    (error) => app.log.error({ err: error }, "card order expiry sweep failed"),
  );
  // Refunds the provider was asked for but our database never completed: settled now, then every 5 minutes
  // (docs/architecture.md "Refunds"); each row is settled once however many instances sweep.
  const sweepRefunds = () =>
    app.settlePendingRefunds().catch((error) => app.log.error({ err: error }, "pending refund sweep failed"));
  void sweepRefunds();
  const refundSweep = setInterval(sweepRefunds, 5 * 60_000);
  refundSweep.unref();
  // Birthday bonuses: once now, then daily; an advisory lock lets one instance of many do it.
  const stopBirthdayJob = startBirthdayJob(database.db, app.log);
  // Nightly at BACKUP_HOUR café-local: a backup into BACKUP_DIR, then old ones pruned.
  const stopNightlyBackups = startNightlyBackups(app.backups, config.BACKUP_HOUR, app.log);
  // SIGTERM (a deploy, `docker stop`) drains: no new connections, requests in flight finish (up to
  // SHUTDOWN_GRACE_MS), live sockets are closed with 1001 "going away", then the database; exit 0.
  let stopping = false;
  const close = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "stopping: finishing requests in flight");
    const forced = setTimeout(() => {
      app.log.error(`requests still running after ${SHUTDOWN_GRACE_MS} ms: closing their connections`);
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    forced.unref();
    let code = 0;
    try {
      stopBirthdayJob();
      stopNightlyBackups();
      stopExpirySweep();
      clearInterval(refundSweep);
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, "closing the server failed");
      code = 1;
    } finally {
      clearTimeout(forced);
    }
    try {
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, "closing the database failed");
      code = 1;
    }
    process.exit(code);
  };
  process.once("SIGINT", close);
  process.once("SIGTERM", close);

  await app.listen({ port: config.PORT, host: config.HOST });
  const port = (app.server.address() as { port: number }).port;
  const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
  const lines = [
    "",
    `  Somali Sips is open at ${url}`,
    `  Database: ${database.kind === "pglite" ? `PGlite in ${config.DATA_DIR}` : "PostgreSQL (DATABASE_URL)"}${seeded ? ", demo data seeded" : ""}`,
    `  Card payments: ${config.STRIPE_SECRET_KEY ? "Stripe" : "built-in test gateway (set STRIPE_SECRET_KEY for Stripe)"}`,
    `  SMS codes: ${config.TWILIO_ACCOUNT_SID ? "Twilio Verify" : "kept in the outbox table (set the TWILIO_ variables to send)"}`,
    `  Ready texts: ${config.TWILIO_FROM ? `Twilio from ${config.TWILIO_FROM}` : "kept in the outbox table (set TWILIO_FROM with the TWILIO_ variables to send)"}`,
    `  Mail: ${config.SMTP_HOST ? `SMTP via ${config.SMTP_HOST}:${config.SMTP_PORT}` : "the admin panel's email settings, else kept in the outbox table (or set SMTP_HOST)"}`,
  ];
  if (config.NODE_ENV === "production" && !config.STRIPE_SECRET_KEY) {
    lines.push(
      "  WARNING: production without STRIPE_SECRET_KEY: the test gateway accepts test cards, no money is taken",
    );
  }
  lines.push(...adminSignInLines(admin, url));
  console.log(`${lines.join("\n")}\n`);
}

/** Port 465 speaks TLS from the first byte; other ports upgrade with STARTTLS (SMTP_SECURE overrides). */
function smtpSettings(config: Config, host: string): SmtpSettings {
  const secure = config.SMTP_SECURE ? config.SMTP_SECURE === "true" : config.SMTP_PORT === 465;
  return {
    host,
    port: config.SMTP_PORT,
    secure,
    user: config.SMTP_USER,
    password: config.SMTP_PASSWORD,
    from: config.MAIL_FROM,
  };
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
