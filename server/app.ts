import { createHmac, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { DestinationStream } from "pino";
import { type HealthAnswer, healthAnswerSchema } from "../contract/answers.ts";
import { business } from "../contract/business.ts";
import { BOARD_TIMING } from "../contract/order-board.ts";
import { type Db, databaseAnswers } from "./db/client.ts";
import { addressRoutes } from "./features/addresses/addresses.routes.ts";
import { adminUserRoutes } from "./features/admin/admin-users.routes.ts";
import { auditLogRoutes } from "./features/admin/audit-log.routes.ts";
import { dashboardStatsRoutes } from "./features/admin/dashboard-stats.routes.ts";
import { accountRoutes } from "./features/auth/account.routes.ts";
import { authRoutes } from "./features/auth/auth.routes.ts";
import { verificationRoutes } from "./features/auth/email-verification/verification.routes.ts";
import { verificationMailer } from "./features/auth/email-verification/verification-mailer.ts";
import { verificationTokens } from "./features/auth/email-verification/verification-token.ts";
import { googleRoutes } from "./features/auth/google/google.routes.ts";
import { type GoogleSignInOptions, googleOidc } from "./features/auth/google/google-oidc.ts";
import { passwordChangedNotifier } from "./features/auth/password-changed.ts";
import { passwordResetRoutes } from "./features/auth/password-reset/password-reset.routes.ts";
import { passwordResetTokens } from "./features/auth/password-reset/reset-token.ts";
import { SESSION_COOKIE, sessionStore } from "./features/auth/sessions.ts";
import { twoFactorRoutes } from "./features/auth/two-factor/two-factor.routes.ts";
import { backupRoutes } from "./features/backups/backups.routes.ts";
import { type BackupService, backupService } from "./features/backups/backups.service.ts";
import { contactRoutes } from "./features/contact/contact.routes.ts";
import { contactInboxRoutes } from "./features/contact/contact-inbox.routes.ts";
import { contentRoutes } from "./features/content/content.routes.ts";
import { donationsFeature } from "./features/donations/donations.plugin.ts";
import { loyaltyPlugin } from "./features/loyalty/loyalty.plugin.ts";
import { menuRoutes } from "./features/menu/menu.routes.ts";
import { metricsRoutes } from "./features/metrics/metrics.routes.ts";
import { campaignRunner } from "./features/newsletter/campaign-runner.ts";
import { campaignRoutes } from "./features/newsletter/campaigns.routes.ts";
import { confirmationMailer } from "./features/newsletter/confirmation-mailer.ts";
import { confirmationTokens } from "./features/newsletter/confirmation-token.ts";
import { newsletterRoutes } from "./features/newsletter/newsletter.routes.ts";
import { outboxRoutes } from "./features/newsletter/outbox.routes.ts";
import { unsubscribeTokens } from "./features/newsletter/unsubscribe-token.ts";
import { orderingHoursRoutes } from "./features/ordering-hours/ordering-hours.routes.ts";
import { orderAccess } from "./features/orders/order-access.ts";
import { orderConfirmationFeature } from "./features/orders/order-confirmation.plugin.ts";
import { OrderLifecycle } from "./features/orders/order-lifecycle.ts";
import { orderRoutes } from "./features/orders/orders.routes.ts";
import { expireUnpaidCardOrders } from "./features/payments/expiry-sweep.ts";
import { paymentsFeature } from "./features/payments/payments.plugin.ts";
import { settleFromSession } from "./features/payments/reconcile.ts";
import { phoneVerificationRoutes } from "./features/phone/phone-verification.routes.ts";
import { smsTestRoutes } from "./features/phone/sms-test.routes.ts";
import { readyTextFeature } from "./features/ready-text/ready-text.plugin.ts";
import { realtimeRoutes } from "./features/realtime/realtime.plugin.ts";
import { referralsFeature } from "./features/referrals/referrals.plugin.ts";
import { settlePendingRefunds } from "./features/refunds/pending-refunds.ts";
import { refundRoutes } from "./features/refunds/refunds.routes.ts";
import { reportsRoutes } from "./features/reports/reports.routes.ts";
import { settingsRoutes } from "./features/settings/settings.routes.ts";
import { shiftSummaryRoutes } from "./features/shift-summary/shift-summary.routes.ts";
import { emailChangedNotifier } from "./features/users/email-changed.ts";
import { userRoutes } from "./features/users/users.routes.ts";
import { pageScriptsIn } from "./features/web-pages/hydration-scripts.ts";
import { loadPageRenderer, pageTemplates } from "./features/web-pages/page-render.ts";
import { pageServer } from "./features/web-pages/serve-page.ts";
import { keepPersonalAnswersOutOfCaches } from "./lib/cache-policy.ts";
import { type Clock, systemClock } from "./lib/clock.ts";
import { refuseCrossSiteRequests } from "./lib/cross-site.ts";
import { createSecretBox, type SecretBox } from "./lib/encryption.ts";
import { HttpError, registerErrorHandler, sendNotFound } from "./lib/errors.ts";
import { currentSessionPlugin } from "./lib/guards.ts";
import { readerLanguage, requestLanguage, translator } from "./lib/i18n.ts";
import { imageStore } from "./lib/image-uploads.ts";
import { loggerOptions } from "./lib/log-safety.ts";
import { ordersPlaced } from "./lib/metrics.ts";
import { registerOpenApi } from "./lib/openapi.ts";
import { setPublicUrl, shopOrigin } from "./lib/public-origin.ts";
import { databaseRateLimitStore } from "./lib/rate-limit-store.ts";
import { addSecurityHeaders, dropDocumentOnlyHeaders } from "./lib/security-headers.ts";
import { refuseUnstorableText } from "./lib/storable-input.ts";
import { configuredSender } from "./providers/email/configured-sender.ts";
import type { EmailSender } from "./providers/email/email-sender.ts";
import type { SmtpSettings } from "./providers/email/smtp-sender.ts";
import type { EventBus } from "./providers/events/event-bus.ts";
import { eventBusFor } from "./providers/events/event-bus-for.ts";
import type { PaymentProvider } from "./providers/payments/payment-provider.ts";
import { TestGateway } from "./providers/payments/test-gateway.ts";
import { localSmsVerifier } from "./providers/sms/local-sms-verifier.ts";
import { outboxSmsSender } from "./providers/sms/outbox-sms-sender.ts";
import type { SmsSender } from "./providers/sms/sms-sender.ts";
import type { SmsVerifier } from "./providers/sms/sms-verifier.ts";

export interface AppOptions {
  db: Db;
  sessionSecret: string;
  /** Seals secrets stored in the database (server/lib/encryption.ts); a fresh random key by default (tests). */
  encryptionKey?: Buffer;
  secureCookies?: boolean;
  rateLimitScale?: number;
  /** Behind a reverse proxy: take the client's address from X-Forwarded-For (TRUST_PROXY). */
  trustProxy?: boolean | number;
  logLevel?: string;
  /** Where log lines go; standard output by default (the tests read them). */
  logStream?: DestinationStream;
  /**
   * Where mail goes. By default the configured sender: `smtp` (the environment's) when given, else the account
   * saved in the admin panel, else the outbox table.
   */
  email?: EmailSender;
  /** SMTP settings from the environment (SMTP_HOST …); they win over the panel's saved settings. */
  smtp?: SmtpSettings;
  /** MAIL_FROM: the From of every email. */
  mailFrom?: string;
  /** Where contact messages go (CAFE_EMAIL); the café's public address by default. */
  cafeEmail?: string;
  /** PUBLIC_URL, for links in newsletter emails; absent: the address the request came to. */
  publicUrl?: string;
  /** Who takes card payments; the built-in test gateway by default (Stripe when configured, see main.ts). */
  payments?: PaymentProvider;
  /** Who sends and checks SMS codes; the local verifier (codes in the outbox) by default, Twilio when configured. */
  sms?: SmsVerifier;
  /** Who sends the order-ready text; the outbox (channel sms) by default, Twilio's Messaging API when configured. */
  texts?: SmsSender;
  /**
   * How long the ready text and email wait after a move to ready, and go only if the order is still ready:
   * the board's undo window by default, so a tap taken back tells the customer nothing.
   */
  readyHoldMs?: number;
  /** Google sign-in (OpenID Connect); absent: off, and the web app hides its buttons. */
  google?: GoogleSignInOptions;
  /** The built web app; absent in API tests. */
  webDir?: string;
  /** How instances hear of each other's changes; chosen from the database driver by default. */
  events?: EventBus;
  /** DATA_DIR: uploaded pictures are kept in its `uploads` folder; a throw-away folder by default (tests). */
  dataDir?: string;
  /** BACKUP_DIR: where backups are written; DATA_DIR/backups, or a throw-away folder without a data dir. */
  backupDir?: string;
  /** Which database runs the shop: recorded in each backup's header. */
  databaseKind?: "pglite" | "postgres";
  /** METRICS_TOKEN: GET /metrics for its bearer; absent, /metrics is 404 and requests are not timed. */
  metricsToken?: string;
  /** PostgreSQL's pool statistics, shown in the metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** REQUIRE_ADMIN_2FA: every admin must set up two-factor authentication before using the admin panel. */
  requireAdminTwoFactor?: boolean;
  /** Newsletter campaigns: messages claimed per batch, and how long closing waits for the one in flight. */
  campaigns?: { batchSize?: number; stopGraceMs?: number };
  /**
   * The shop's one clock (opening hours, order-ahead slots, 2FA codes, rate-limit windows); the system's by
   * default, SHOP_NOW in tests.
   */
  clock?: Clock;
  /** Told of every route as it is added (the permission matrix test reads the route table this way). */
  onRoute?: (route: RouteOptions) => void;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The one box that seals secrets for the database (the SMTP password, 2FA secrets). */
    secrets: SecretBox;
    /** The shop's idea of now: opening hours, order-ahead slots and 2FA codes are judged by it. */
    clock: Clock;
    /** Backups of the database and the uploads (the nightly job in main.ts uses it too). */
    backups: BackupService;
    /** Takes one request back off a limiter's count (`rateLimitHook`'s `giveBack`). */
    giveBackRateLimit: (key: string) => Promise<void>;
  }
}

/** The From of every email when MAIL_FROM is not set (server/config.ts has the same default). */
const DEFAULT_MAIL_FROM = `"${business.name}" <${business.email}>`;

export const defaultWebDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist/web");

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logLevel ?? "info", options.logStream),
    bodyLimit: 1024 * 1024,
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustedHops(options.trustProxy),
  });
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // First, so its timing hook covers every route added after it.
  await metricsRoutes(app, { token: options.metricsToken, db: options.db, poolStats: options.poolStats });
  setPublicUrl(app, options.publicUrl);
  acceptEmptyJsonBodies(app);
  // Before every route: the document learns them as they are added.
  await registerOpenApi(app, { sessionCookie: SESSION_COOKIE });

  const secure = options.secureCookies ?? false;
  await app.register(cookie, { secret: options.sessionSecret });
  const payments = options.payments ?? new TestGateway(options.db);
  addSecurityHeaders(app, {
    https: secure || Boolean(options.publicUrl?.startsWith("https://")),
    providerSources: payments.contentSecurity,
  });
  refuseCrossSiteRequests(app);
  refuseUnstorableText(app);
  keepPersonalAnswersOutOfCaches(app);
  // JSON answers above a small size go compressed (brotli at a fast level); the built web app is
  // compressed once at build instead (serveWebApp), and the menu keeps its own compressed copies.
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });
  const db = options.db;
  const clock = options.clock ?? systemClock;
  app.decorate("clock", clock);
  // Counted in the database, so limits survive restarts and hold across instances (decision 15).
  const rateLimits = databaseRateLimitStore(db, {
    clock,
    secret: createHmac("sha256", options.sessionSecret).update("rate-limits").digest("hex"),
  });
  await app.register(rateLimit, { global: false, store: rateLimits.Store });
  app.decorate("giveBackRateLimit", rateLimits.giveBack);

  // Ready when the database answers: a load balancer sends no one here while it is unreachable.
  app.get(
    "/api/health",
    { schema: { response: { 200: healthAnswerSchema, 503: healthAnswerSchema } } },
    async (request, reply): Promise<HealthAnswer> => {
      if (await databaseAnswers(db)) return { ok: true };
      reply.code(503).header("cache-control", "no-store");
      return { ok: false, error: translator(requestLanguage(request))("errors.databaseUnavailable") };
    },
  );
  const secrets = createSecretBox(options.encryptionKey ?? randomBytes(32));
  app.decorate("secrets", secrets);
  const mailFrom = options.mailFrom ?? DEFAULT_MAIL_FROM;
  const email =
    options.email ?? configuredSender(db, secrets, { environment: options.smtp, defaultFrom: mailFrom });
  const sessions = sessionStore(db, { secureCookies: secure });
  await app.register(currentSessionPlugin, {
    sessions,
    requireAdminTwoFactor: options.requireAdminTwoFactor ?? false,
  });
  const verifications = verificationTokens(options.sessionSecret);
  const sendVerification = verificationMailer(email, verifications);
  await app.register(authRoutes, {
    db,
    sessions,
    sendVerification,
    rateLimitScale: options.rateLimitScale ?? 1,
  });
  await app.register(verificationRoutes, {
    db,
    tokens: verifications,
    sendVerification,
    rateLimitScale: options.rateLimitScale ?? 1,
  });
  const notifyPasswordChanged = passwordChangedNotifier(email);
  await app.register(passwordResetRoutes, {
    db,
    email,
    tokens: passwordResetTokens(options.sessionSecret),
    notifyPasswordChanged,
    rateLimitScale: options.rateLimitScale ?? 1,
  });
  await app.register(twoFactorRoutes, { db, sessions, rateLimitScale: options.rateLimitScale ?? 1 });
  await app.register(googleRoutes, {
    db,
    sessions,
    google: options.google ? googleOidc(options.google) : undefined,
    secureCookies: secure,
  });
  const confirmations = confirmationTokens(options.sessionSecret);
  const confirmNewsletter = confirmationMailer(email, confirmations);
  const notifyEmailChanged = emailChangedNotifier(email);
  await app.register(userRoutes, {
    db,
    confirmNewsletter,
    sendVerification,
    notifyEmailChanged,
    rateLimitScale: options.rateLimitScale ?? 1,
  });
  await app.register(accountRoutes, { db, sessions, notifyPasswordChanged });
  await app.register(adminUserRoutes, { db, email, notifyPasswordChanged, notifyEmailChanged });
  await app.register(auditLogRoutes, { db });
  const sms =
    options.sms ??
    localSmsVerifier(db, {
      secret: createHmac("sha256", options.sessionSecret).update("sms-codes").digest("hex"),
    });
  await app.register(phoneVerificationRoutes, { db, sms });
  await app.register(smsTestRoutes, { sms });
  await app.register(dashboardStatsRoutes, { db });
  await app.register(reportsRoutes, { db });
  await app.register(shiftSummaryRoutes, { db });
  const images = imageStore(uploadsDir(app, options.dataDir));
  await app.register(menuRoutes, { db, images });
  await app.register(contentRoutes, { db, images });
  await app.register(orderingHoursRoutes, { db, clock });
  await app.register(addressRoutes, { db });
  const lifecycle = new OrderLifecycle();
  lifecycle.onCommitted((order, change) => {
    if (change !== "placed") return;
    ordersPlaced.inc({ type: order.isDelivery ? "delivery" : "pickup", payment_method: order.paymentMethod });
  });
  const access = orderAccess(options.sessionSecret, secure);
  await app.register(orderRoutes, { db, access, lifecycle, email });
  await app.register(loyaltyPlugin, { db, lifecycle, email });
  await app.register(referralsFeature, { db, lifecycle });
  const publicForms = {
    db,
    email,
    rateLimitScale: options.rateLimitScale ?? 1,
  };
  const tokens = unsubscribeTokens(options.sessionSecret);
  await app.register(newsletterRoutes, { ...publicForms, tokens, confirmations, confirmNewsletter });
  // Campaigns go out in the background; one left unfinished by a stopped instance resumes at start-up.
  const campaigns = campaignRunner({
    db,
    email: publicForms.email,
    tokens,
    log: app.log,
    ...options.campaigns,
  });
  await app.register(campaignRoutes, { db, email: publicForms.email, tokens, runner: campaigns });
  app.addHook("onReady", () => campaigns.resumeUnfinished());
  app.addHook("onClose", () => campaigns.stop());
  await app.register(contactRoutes, { ...publicForms, cafeEmail: options.cafeEmail ?? business.email });
  await app.register(outboxRoutes, { db });
  await app.register(settingsRoutes, { db, secrets, email, environmentSmtp: options.smtp, mailFrom });
  await app.register(contactInboxRoutes, { db, email });
  await app.register(paymentsFeature, { db, provider: payments, lifecycle, access });
  await app.register(refundRoutes, { db, provider: payments, email, access, lifecycle });
  app.decorate("settlePendingRefunds", (now?: Date) =>
    settlePendingRefunds(
      { db, provider: payments, email, access, log: app.log, origin: () => shopOrigin(app) },
      now,
    ),
  );
  const bus = options.events ?? eventBusFor(db, app.log);
  if (!options.events) app.addHook("onClose", () => bus.close());
  await bus.ready();
  await app.register(orderConfirmationFeature, { db, email, access, lifecycle, bus });
  const readyHoldMs = options.readyHoldMs ?? BOARD_TIMING.undoWindowMs;
  await app.register(realtimeRoutes, { db, bus, access, lifecycle, email, sessions, readyHoldMs });
  await app.register(readyTextFeature, {
    db,
    lifecycle,
    sms: options.texts ?? outboxSmsSender(db),
    holdMs: readyHoldMs,
  });
  await app.register(donationsFeature, {
    db,
    provider: payments,
    lifecycle,
    settleSession: (session, log) => settleFromSession(db, payments, session, log),
    bus,
    email,
  });
  app.decorate("sweepExpiredCardOrders", () =>
    expireUnpaidCardOrders(db, lifecycle, payments, new Date(), app.log),
  );

  const backups = backupService({
    db,
    source: options.databaseKind ?? "pglite",
    uploadsDir: images.dir,
    backupDir:
      options.backupDir ??
      (options.dataDir ? path.join(options.dataDir, "backups") : `${images.dir}-backups`),
  });
  app.decorate("backups", backups);
  if (!options.backupDir && !options.dataDir) {
    app.addHook("onClose", async () => rmSync(backups.dir, { recursive: true, force: true }));
  }
  await app.register(backupRoutes, { backups });

  await serveUploads(app, images.dir);
  await serveWebApp(app, db, options.webDir);
  return app;
}

/** DATA_DIR/uploads, made when missing; without a data dir, a temporary folder removed when the app closes. */
function uploadsDir(app: FastifyInstance, dataDir: string | undefined): string {
  if (dataDir) {
    const dir = path.join(dataDir, "uploads");
    mkdirSync(dir, { recursive: true });
    return dir;
  }
  const dir = mkdtempSync(path.join(tmpdir(), "somali-sips-uploads-"));
  app.addHook("onClose", async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const UPLOADS_PREFIX = "/uploads/";
const UPLOAD_NAME = /^[\w-][\w.-]*$/;
const safelyDecoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return "";
  }
};

/**
 * Uploaded pictures, named by their content hash: a name never changes content, so browsers may keep them
 * for a year without asking again.
 */
async function serveUploads(app: FastifyInstance, dir: string) {
  // Only a file's own name is served: "..", a slash or a dot-file (written plainly or percent-encoded) is no
  // upload, and answers 404 before the file server sees it (it would throw on a path leaving its root).
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith(UPLOADS_PREFIX)) return;
    const name = request.url.slice(UPLOADS_PREFIX.length).split("?")[0] ?? "";
    if (!UPLOAD_NAME.test(safelyDecoded(name))) throw new HttpError(404, "notFound");
  });
  await app.register(fastifyStatic, {
    root: dir,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    wildcard: true,
    index: false,
    immutable: true,
    maxAge: "365d",
  });
}

/** `true` trusts every hop (tests); a number trusts that many proxies, so clients cannot forge their address. */
function trustedHops(setting: boolean | number | undefined) {
  if (typeof setting === "number")
    return setting > 0 ? (_address: string, hop: number) => hop < setting : false;
  return setting ?? false;
}

/**
 * The specification's client sends a JSON content type even with no body (logout, say): read that as {}.
 * Fastify's text/plain parser goes: a plain-text body is what another site's form can post without asking.
 */
function acceptEmptyJsonBodies(app: FastifyInstance) {
  app.removeContentTypeParser("text/plain");
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (body === "" || (typeof body === "string" && body.trim() === "")) return done(null, {});
    parseJson(request, String(body), done);
  });
}

/**
 * Unknown /api paths answer 404 JSON; every other path gets the web app. The public pages come rendered with
 * their content (web/src/entry-server.tsx, docs/decisions/0047-server-rendered-pages-hydrate-at-once.md); members' and the
 * admin's pages are the app's plain page, which the browser renders; a path with no page goes to /404.
 */
async function serveWebApp(app: FastifyInstance, db: Db, webDir: string | undefined) {
  const hasWeb = webDir !== undefined && existsSync(path.join(webDir, "index.html"));
  const hasSomaliPage = hasWeb && existsSync(path.join(webDir, "index.so.html"));
  const renderer = hasWeb ? await loadPageRenderer(webDir) : undefined;
  const servePage =
    renderer &&
    pageServer({
      app,
      db,
      renderer,
      templates: pageTemplates(webDir!),
      scripts: pageScriptsIn(webDir!),
    });
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      // "/" is the not-found handler's below, which picks the reader's language.
      index: false,
      // dist/web holds a .br and a .gz beside each text asset (scripts/precompress.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        const policy = cachePolicyFor(webDir, file);
        reply.header("cache-control", policy);
        if (!policy.includes("immutable")) return;
        dropDocumentOnlyHeaders(reply);
        // A name that never changes content is never asked about again: validators and byte ranges would be
        // bytes for nothing on every script of a first visit (decision 20).
        for (const name of ["etag", "last-modified", "accept-ranges"]) reply.removeHeader(name);
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    // A missing hashed asset (an old page asking after a deploy) is a 404, never the page: the app's chunk
    // loader then reloads it, where a page sent as a script would only fail on its type.
    const apiOrFile =
      request.url.startsWith("/api/") ||
      request.url === "/api" ||
      request.url.startsWith("/uploads/") ||
      request.url.startsWith("/assets/");
    if (apiOrFile || !hasWeb || request.method !== "GET") {
      return sendNotFound(request, reply);
    }
    const language = readerLanguage(request);
    reply.header("vary", "cookie, accept-language");
    const pathname = request.url.split("?")[0] ?? "/";
    const kind = renderer?.pageKind(pathname);
    if (kind === "unknown") return reply.redirect("/404", 302);
    if (servePage && kind === "rendered" && (await servePage(request, reply, language))) return reply;
    return reply.sendFile(hasSomaliPage && language === "so" ? "index.so.html" : "index.html");
  });
}

/**
 * Vite names everything under assets/ by its content hash, so a browser may keep it for a year. The logo, icons
 * and pictures keep their names but rarely change: a day, so a page showing the logo twice asks once. The page
 * itself, the service worker and the manifest are checked on every visit, so a deploy shows at once.
 */
export function cachePolicyFor(webDir: string, file: string): string {
  const relative = path.relative(webDir, file);
  if (relative.startsWith(`assets${path.sep}`)) return "public, max-age=31536000, immutable";
  if (/\.(svg|png|jpe?g|webp|ico)$/.test(relative)) return "public, max-age=86400";
  return "no-cache";
}
