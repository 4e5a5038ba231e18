import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";
import { OPEN_MOMENT } from "../lib/clock.ts";
import { adminQuery, databaseUrl } from "./global-setup.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface ShopProcess {
  url: string;
  child: ChildProcess;
  /** Resolves when the process has ended, with its exit code (null when a signal ended it). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the process wrote, for failure messages. */
  output(): string;
}

/**
 * The real server (`node --import tsx server/main.ts`) on a free port, as a deploy runs it: for tests that
 * stop or kill it. `DATA_DIR` holds its PGlite database unless `DATABASE_URL` names a PostgreSQL one.
 */
export async function startShopProcess(env: {
  DATA_DIR: string;
  DATABASE_URL?: string;
  /** Anything else of the environment (PORT, TRUST_PROXY, ADMIN_USERNAME …), over the defaults below. */
  extra?: Record<string, string>;
}): Promise<ShopProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      // An open Wednesday noon, whatever the real hour: "as soon as possible" orders are taken.
      SHOP_NOW: OPEN_MOMENT.toISOString(),
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      PUBLIC_URL: "",
      SMTP_HOST: "",
      STRIPE_SECRET_KEY: "",
      TWILIO_ACCOUNT_SID: "",
      TWILIO_AUTH_TOKEN: "",
      TWILIO_VERIFY_SERVICE_SID: "",
      DATABASE_URL: env.DATABASE_URL ?? "",
      DATA_DIR: env.DATA_DIR,
      ...env.extra,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /is open at (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!.replace("localhost", "127.0.0.1"));
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    exited.then(({ code }) =>
      reject(new Error(`the server exited with code ${code} before listening:\n${output}`)),
    );
  });
  return { url, child, exited, output: () => output };
}

/**
 * A fresh PostgreSQL database of its own, cloned from the run's migrated template, on the server named by
 * TEST_DATABASE_URL; `drop` removes it.
 */
export async function freshPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const template = inject("databaseTemplate");
  const name = `${template?.kind === "postgres" ? template.copyPrefix : "shop_test_"}${randomBytes(6).toString("hex")}`;
  const copy = template?.kind === "postgres" ? ` TEMPLATE ${template.name}` : "";
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${copy}`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A guest's cash pickup order of three lines, as the checkout sends it. */
export function guestOrderBody(menuItemIds: number[], n: number) {
  return {
    name: `Guest ${n}`,
    email: `guest${n}@example.com`,
    items: menuItemIds.slice(0, 3).map((menuItemId, i) => ({ menuItemId, quantity: 1 + ((n + i) % 3) })),
    paymentMethod: "cash",
  };
}

/** The ids of three menu items a guest can order. */
export async function orderableItemIds(url: string): Promise<number[]> {
  const res = await fetch(`${url}/api/menu`);
  const menu = (await res.json()) as { id: number; isAvailable: boolean }[];
  return menu
    .filter((item) => item.isAvailable)
    .map((item) => item.id)
    .slice(0, 3);
}
