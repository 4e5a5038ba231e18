import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance, RouteOptions } from "fastify";
import type { DestinationStream } from "pino";
import { afterAll, beforeAll } from "vitest";
import type { Role } from "../../contract/permissions.ts";
import type { PublicUser } from "../../contract/users.ts";
import en from "../../i18n/en.json" with { type: "json" };
import so from "../../i18n/so.json" with { type: "json" };
import { buildApp } from "../app.ts";
import type { Database, Db } from "../db/client.ts";
import { type MenuItemRow, menuItems, users } from "../db/schema/index.ts";
import { ensureAdmin } from "../features/auth/admin-bootstrap.ts";
import type { GoogleSignInOptions } from "../features/auth/google/google-oidc.ts";
import { hashPasswordsCheaplyInTests } from "../features/auth/passwords.ts";
import { type Clock, clockStartingAt, OPEN_MOMENT } from "../lib/clock.ts";
import type { SmsSender } from "../providers/sms/sms-sender.ts";
import type { SmsVerifier } from "../providers/sms/sms-verifier.ts";
import { TestClient } from "./test-client.ts";
import { openTestDatabase } from "./test-database.ts";

export { TestClient };

/** The server's messages, as the shared catalogs spell them, for asserting on the text a user reads. */
export const messages = { en: en.errors, so: so.errors };

await hashPasswordsCheaplyInTests();

/** PGlite in memory by default; a fresh database on the server named by TEST_DATABASE_URL when set. */
export const databaseKind = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

export interface TestShop {
  app: FastifyInstance;
  database: Database;
  /** A browser of its own: keeps the cookies the shop sets. */
  client(): TestClient;
  close(): Promise<void>;
}

export interface TestShopOptions {
  rateLimitScale?: number;
  /** PUBLIC_URL, for what depends on the shop's public address (origin checks, HSTS). */
  publicUrl?: string;
  /** Where the shop's log lines go (at level info); silent without it. */
  logStream?: DestinationStream;
  /** A built web app to serve (tests of how pages and assets are delivered). */
  webDir?: string;
  /** Google sign-in against an OpenID provider of the test's own. */
  google?: GoogleSignInOptions;
  /** The SMS verifier, made on the shop's database (a clock of the test's own, Twilio's loopback fake). */
  sms?: (db: Db) => SmsVerifier;
  /** The sender of the order-ready texts (Twilio's loopback fake); the outbox by default. */
  texts?: SmsSender;
  /** How long the ready text and email wait (AppOptions.readyHoldMs); none by default in tests. */
  readyHoldMs?: number;
  /** The shop's clock, set by the test (2FA codes, opening hours, rate-limit windows); see `shopNow` otherwise. */
  clock?: Clock;
  /** REQUIRE_ADMIN_2FA. */
  requireAdminTwoFactor?: boolean;
  /** When the shop's clock starts; an open Wednesday noon by default, so orders ASAP are taken. */
  shopNow?: Date;
  /** The key that seals stored secrets; a random one per app otherwise (a restored shop needs the original's). */
  encryptionKey?: Buffer;
  /** METRICS_TOKEN: turns GET /metrics on. */
  metricsToken?: string;
  /** DATA_DIR: where uploads and backups are kept; throw-away folders otherwise. */
  dataDir?: string;
  /** Told of every route the shop adds (the permission matrix and the fuzzer read the route table). */
  onRoute?: (route: RouteOptions) => void;
}

export async function startTestShop(options: TestShopOptions = {}): Promise<TestShop> {
  const database = await openTestDatabase();
  const app = await buildTestApp(database.db, options);
  await app.ready();
  await warmUp(app);
  return {
    app,
    database,
    client: () => new TestClient(app),
    close: async () => {
      await app.close();
      await database.close();
      await database.drop();
    },
  };
}

/**
 * A shop's app on `db`, not yet ready. Two of them on one database are two instances of one shop behind a load
 * balancer, or one shop before and after a restart.
 */
export function buildTestApp(db: Db, options: TestShopOptions = {}): Promise<FastifyInstance> {
  return buildApp({
    db,
    sessionSecret: "test-secret-test-secret-test-secret-0123",
    logLevel: options.logStream ? "info" : (process.env.TEST_LOG_LEVEL ?? "silent"),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    rateLimitScale: options.rateLimitScale ?? 100,
    // Each test client plays another machine through X-Forwarded-For.
    trustProxy: true,
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
    ...(options.webDir ? { webDir: options.webDir } : {}),
    ...(options.sms ? { sms: options.sms(db) } : {}),
    ...(options.texts ? { texts: options.texts } : {}),
    // At once, unless a test is about the wait: the others would each wait out the board's undo window.
    readyHoldMs: options.readyHoldMs ?? 0,
    requireAdminTwoFactor: options.requireAdminTwoFactor ?? false,
    clock: options.clock ?? clockStartingAt(options.shopNow ?? OPEN_MOMENT),
    ...(options.google ? { google: options.google } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    ...(options.encryptionKey ? { encryptionKey: options.encryptionKey } : {}),
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.metricsToken ? { metricsToken: options.metricsToken } : {}),
  });
}

/**
 * A database loaded from the migrated copy runs its first statements on cold code and caches: paid here, under
 * the set-up hook's longer limit, rather than by whichever test happens to come first.
 */
async function warmUp(app: FastifyInstance): Promise<void> {
  // No cached read here (the menu, say): a test that seeds rows after start-up must not see an earlier answer.
  const probe = new TestClient(app);
  await probe.post("/api/login", { username: "warm-up", password: "not a real password" });
  await probe.get("/api/orders/history");
  await probe.get("/api/user");
}

/**
 * The shop of one test file (or one `describe`): started before its tests, closed after them. Call it at the
 * top of the file; hooks registered after it see the shop started.
 */
export function useTestShop(options: TestShopOptions = {}): TestShop {
  let started: TestShop | undefined;
  const shop = (): TestShop => {
    if (!started) throw new Error("the test shop is used before its beforeAll hook ran");
    return started;
  };
  beforeAll(async () => {
    started = await startTestShop(options);
  });
  afterAll(() => started?.close());
  return {
    get app() {
      return shop().app;
    },
    get database() {
      return shop().database;
    },
    client: () => shop().client(),
    close: () => shop().close(),
  };
}

let counter = 0;
/** A username no other test uses. */
export function uniqueName(prefix = "member"): string {
  counter += 1;
  return `${prefix}${counter}${randomBytes(2).toString("hex")}`;
}

/** Registers a member with a strong password and leaves the client signed in. */
export async function signUp(client: TestClient, fields: Record<string, unknown> = {}) {
  const username = (fields.username as string) ?? uniqueName();
  const password = (fields.password as string) ?? "correct horse battery staple";
  const response = await client.post("/api/register", { username, password, ...fields });
  if (response.status !== 201)
    throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { username, password, user: response.body };
}

/** Creates (or resets) an admin in the shop's database and signs the client in as that admin. */
export async function signInAsAdmin(shop: TestShop, client: TestClient) {
  const username = uniqueName("admin");
  const password = "admin password for tests";
  await ensureAdmin(shop.database.db, username, password);
  const response = await client.post("/api/login", { username, password });
  if (response.status !== 200)
    throw new Error(`admin login failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { username, password, user: response.body };
}

/** A new user of that role (staff, manager, …), signed in on a client of its own. */
export async function signInWithRole(shop: TestShop, role: Role) {
  const client = shop.client();
  const { username, password, user } = await signUp(client, { username: uniqueName(role) });
  await shop.database.db.update(users).set({ role }).where(eq(users.id, user.id));
  const response = await client.post("/api/login", { username, password });
  if (response.status !== 200)
    throw new Error(`${role} login failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { client, username, password, user: response.body as PublicUser };
}

type NewMenuItem = Partial<typeof menuItems.$inferInsert> & { name: string; priceCents: number };

/** Puts menu items straight into the shop's database (prices in cents), without the menu seed or routes. */
export async function addMenuItems(shop: TestShop, items: NewMenuItem[]): Promise<MenuItemRow[]> {
  return shop.database.db
    .insert(menuItems)
    .values(items.map((item) => ({ category: "food", ...item })))
    .returning();
}

/** How many rows a table holds right now. */
export async function countRows(shop: TestShop, table: PgTable): Promise<number> {
  const [row] = await shop.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}
