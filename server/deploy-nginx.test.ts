import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createServer, Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { ServerMessage } from "../contract/realtime.ts";
import {
  freshPostgresDatabase,
  guestOrderBody,
  orderableItemIds,
  type ShopProcess,
  startShopProcess,
} from "./test/shop-process.ts";

/**
 * deploy/nginx/somali-sips.conf, as shipped, in front of two shop processes on one PostgreSQL: the test only
 * moves its ports and its listen address. Needs nginx and a PostgreSQL (TEST_DATABASE_URL, or one answering
 * at 127.0.0.1:5432); without them it is skipped with the reason printed. It never uses PGlite, so `npm test`
 * runs it once, in the PostgreSQL pass, when one follows (SUITE_POSTGRES_PASS, set by scripts/test.ts).
 */

const root = fileURLToPath(new URL("..", import.meta.url));
const nginxBinary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => existsSync(file));
const serverUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const postgresAnswers = await new Promise<boolean>((resolve) => {
  const url = new URL(serverUrl);
  const socket = new Socket().setTimeout(1_000);
  socket.once("connect", () => resolve(true)).once("error", () => resolve(false));
  socket.once("timeout", () => resolve(false));
  socket.connect(Number(url.port || 5432), url.hostname);
}).finally(() => undefined);
const skipReason =
  process.env.SUITE_POSTGRES_PASS && !process.env.TEST_DATABASE_URL
    ? "the same test runs in the PostgreSQL pass that follows"
    : !nginxBinary
      ? "nginx is not installed (apt-get install nginx)"
      : !postgresAnswers
        ? `no PostgreSQL answers at ${new URL(serverUrl).host} (set TEST_DATABASE_URL)`
        : undefined;
if (skipReason) console.log(`deploy-nginx.test.ts skipped: ${skipReason}`);

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const admin = { username: "nginxboss", password: "a long admin password" };

describe.skipIf(skipReason)("two instances behind nginx", () => {
  let dataDir: string;
  let prefix: string;
  let database: { url: string; drop(): Promise<void> };
  let nginx: ChildProcess;
  let proxy: string;
  let nginxOutput = "";
  const shops: Record<"a" | "b", { port: number; process?: ShopProcess }> = {
    a: { port: 0 },
    b: { port: 0 },
  };

  const startShop = async (which: "a" | "b") => {
    shops[which].process = await startShopProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      extra: {
        PORT: String(shops[which].port),
        TRUST_PROXY: "1",
        ADMIN_USERNAME: admin.username,
        ADMIN_PASSWORD: admin.password,
        PUBLIC_URL: proxy,
      },
    });
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "nginx-shops-"));
    prefix = mkdtempSync(path.join(tmpdir(), "nginx-prefix-"));
    database = await freshPostgresDatabase(serverUrl);
    shops.a.port = await freePort();
    shops.b.port = await freePort();
    const proxyPort = await freePort();
    proxy = `http://127.0.0.1:${proxyPort}`;
    // One after the other: the first migrates an empty database, the second finds it done.
    await startShop("a");
    await startShop("b");

    const site = readFileSync(path.join(root, "deploy/nginx/somali-sips.conf"), "utf8")
      .replace("127.0.0.1:5001", `127.0.0.1:${shops.a.port}`)
      .replace("127.0.0.1:5002", `127.0.0.1:${shops.b.port}`)
      .replace("listen 80;", `listen 127.0.0.1:${proxyPort};`);
    expect(site).toContain(`127.0.0.1:${shops.b.port}`);
    mkdirSync(path.join(prefix, "logs"));
    const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
    writeFileSync(
      path.join(prefix, "nginx.conf"),
      [
        // As root nginx would switch its workers to nobody, who cannot write the temporary folders.
        process.getuid?.() === 0 ? "user root;" : "",
        "daemon off;",
        "worker_processes 1;",
        `pid ${path.join(prefix, "nginx.pid")};`,
        "error_log stderr warn;",
        "events { worker_connections 256; }",
        "http {",
        "  access_log off;",
        `  ${temp("client_body")} ${temp("proxy")} ${temp("fastcgi")} ${temp("uwsgi")} ${temp("scgi")}`,
        site,
        "}",
      ].join("\n"),
    );
    nginx = spawn(nginxBinary!, ["-p", prefix, "-c", path.join(prefix, "nginx.conf")], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    nginx.stderr!.on("data", (chunk) => {
      nginxOutput += chunk;
    });
    for (let tries = 0; ; tries++) {
      try {
        if ((await fetch(`${proxy}/api/health`)).status === 200) break;
      } catch {
        if (tries > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start:\n${nginxOutput}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });

  afterAll(async () => {
    nginx?.kill("SIGTERM");
    for (const shop of Object.values(shops)) {
      shop.process?.child.kill("SIGTERM");
      await shop.process?.exited;
    }
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(prefix, { recursive: true, force: true });
  });

  it("serves pages and the API through the proxy, precompressed assets as they are", async () => {
    expect((await fetch(`${proxy}/api/health`)).status).toBe(200);
    const menu = await fetch(`${proxy}/api/menu`);
    expect(menu.status).toBe(200);
    expect(Array.isArray(await menu.json())).toBe(true);
    const page = await fetch(`${proxy}/menu`);
    if (!existsSync(path.join(root, "dist/web/index.html"))) return void (await page.arrayBuffer());
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<html/);
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await rawGet(`${proxy}${script}`, { "accept-encoding": "br" });
    expect(asset.status).toBe(200);
    expect(asset.headers["content-encoding"]).toBe("br");
  });

  it("pushes to a socket opened through the proxy the orders placed on either instance", async () => {
    const login = await fetch(`${proxy}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: proxy },
      body: JSON.stringify(admin),
    });
    expect(login.status, await login.clone().text()).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const messages: ServerMessage[] = [];
    const socket = new WebSocket(`${proxy.replace("http", "ws")}/ws`, { headers: { cookie }, origin: proxy });
    socket.on("message", (raw) => messages.push(JSON.parse(raw.toString())));
    await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
    try {
      const itemIds = await orderableItemIds(proxy);
      const placedIds: number[] = [];
      for (const which of ["a", "b"] as const) {
        const res = await fetch(`${shops[which].process!.url}/api/orders/simple`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(guestOrderBody(itemIds, placedIds.length)),
        });
        expect(res.status).toBe(201);
        placedIds.push(((await res.json()) as { id: number }).id);
      }
      await until(() =>
        placedIds.every((id) =>
          messages.some((m) => m.type === "order_created" && (m.data as { id: number }).id === id),
        ),
      );
    } finally {
      socket.close();
    }
  });

  it("counts rate limits by the client's real address, whatever X-Forwarded-For it sends", async () => {
    // Registration allows 10 an hour per address (server/features/auth/auth.routes.ts). Each sign-up claims another address of its
    // own, and nginx spreads them over both instances: the limit still counts the one real client.
    const statuses: number[] = [];
    for (let n = 0; n < 12; n++) {
      const res = await fetch(`${proxy}/api/register`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: proxy,
          "x-forwarded-for": `203.0.113.${n + 1}`,
        },
        body: JSON.stringify({ username: `proxied${n}`, password: "correct horse battery staple" }),
      });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
  });

  it("loses no order and answers no 5xx while each instance restarts in turn", async () => {
    const itemIds = await orderableItemIds(proxy);
    const acknowledged: number[] = [];
    const failures: string[] = [];
    let stop = false;
    let n = 1000;
    const customer = async () => {
      while (!stop) {
        n += 1;
        try {
          const res = await fetch(`${proxy}/api/orders/simple`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(guestOrderBody(itemIds, n)),
          });
          const text = await res.text();
          if (res.status === 201) acknowledged.push((JSON.parse(text) as { id: number }).id);
          else failures.push(`${res.status} ${text.slice(0, 200)}`);
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const stream = Promise.all([1, 2, 3].map(customer));
    for (const which of ["a", "b"] as const) {
      const before = acknowledged.length;
      await until(() => acknowledged.length >= before + 5, 30_000);
      const shop = shops[which].process!;
      shop.child.kill("SIGTERM");
      expect((await shop.exited).code, shop.output()).toBe(0);
      const during = acknowledged.length;
      await until(() => acknowledged.length >= during + 5, 30_000);
      await startShop(which);
    }
    const after = acknowledged.length;
    await until(() => acknowledged.length >= after + 5, 30_000);
    stop = true;
    await stream;
    expect(failures, nginxOutput.slice(-3000)).toEqual([]);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: number }>("select id from orders where id = any($1)", [
        acknowledged,
      ]);
      expect(rows.length).toBe(acknowledged.length);
    } finally {
      await client.end();
    }
  });
});

async function until(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      })
      .on("error", reject);
  });
}
