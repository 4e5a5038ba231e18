import { randomBytes } from "node:crypto";
import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance, InjectOptions } from "fastify";
import pg from "pg";
import en from "../../i18n/en.json" with { type: "json" };
import so from "../../i18n/so.json" with { type: "json" };
import { buildApp } from "../app.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { type MenuItemRow, menuItems } from "../db/schema/index.ts";
import { ensureAdmin } from "../features/auth/admin-bootstrap.ts";

/** The server's messages, as the shared catalogs spell them, for asserting on the text a user reads. */
export const messages = { en: en.errors, so: so.errors };

/** PGlite in memory by default; a fresh database on the server named by TEST_DATABASE_URL when set. */
export const databaseKind = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

async function openTestDatabase(): Promise<Database & { drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = openDatabase({});
    return { ...database, drop: async () => {} };
  }
  const name = `shop_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ url: url.toString() });
  return {
    ...database,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestShop {
  app: FastifyInstance;
  database: Database;
  /** A browser of its own: keeps the cookies the shop sets. */
  client(): TestClient;
  close(): Promise<void>;
}

export async function startTestShop(options: { rateLimitScale?: number } = {}): Promise<TestShop> {
  const database = await openTestDatabase();
  await database.migrate();
  const app = await buildApp({
    db: database.db,
    sessionSecret: "test-secret-test-secret-test-secret-0123",
    logLevel: process.env.TEST_LOG_LEVEL ?? "silent",
    rateLimitScale: options.rateLimitScale ?? 100,
    // Each test client plays another machine through X-Forwarded-For.
    trustProxy: true,
  });
  await app.ready();
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

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

export class TestClient {
  private cookies = new Map<string, string>();
  /** Each client looks like another machine, so per-IP limits apply per client (never two alike). */
  readonly ip = nextIp();
  language?: string;

  constructor(private readonly app: FastifyInstance) {}

  async request(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const options: InjectOptions = {
      method,
      url,
      headers: {
        "x-forwarded-for": this.ip,
        ...(this.language ? { "accept-language": this.language } : {}),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as InjectOptions["payload"] }),
    };
    const response = await this.app.inject(options);
    for (const cookie of response.cookies as { name: string; value: string; expires?: Date }[]) {
      if (!cookie.value || (cookie.expires && cookie.expires.getTime() < Date.now()))
        this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return {
      status: response.statusCode,
      body: parse(response.body),
      headers: response.headers,
      raw: response,
    };
  }

  get = (url: string, headers?: Record<string, string>) => this.request("GET", url, undefined, headers);
  post = (url: string, body?: unknown) => this.request("POST", url, body ?? {});
  patch = (url: string, body?: unknown) => this.request("PATCH", url, body ?? {});
  delete = (url: string) => this.request("DELETE", url);

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Plants a cookie, as a stolen or forged one would arrive. */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }
}

let clients = 0;
function nextIp(): string {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

function parse(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
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
