import fc from "fast-check";
import type { RouteOptions } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import type { MenuItemRow } from "../db/schema/index.ts";
import { addMenuItems, signInAsAdmin, signUp, type TestClient, useTestShop } from "./harness.ts";
import { databaseFingerprint } from "./kits/database-fingerprint.ts";
import { fillPath, routeTable } from "./kits/route-table-kit.ts";

/**
 * Property-based fuzzing of every POST, PUT, PATCH and DELETE of the route table, as an admin and as a member:
 * bodies made of the route's own field names holding any JSON value (NUL and lone surrogates in strings, huge
 * numbers, arrays, nested objects) or no object at all. No answer may be a 5xx, and a refused request (4xx) must
 * leave the database as it was. Deterministic: a fixed seed (FUZZ_SEED to change it, FUZZ_RUNS for more runs); a
 * failure prints the seed, the route and the smallest body found.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
/** FUZZ_ROUTES: a regular expression, to fuzz only the routes ("POST /api/menu") it matches. */
const ONLY = new RegExp(process.env.FUZZ_ROUTES ?? "");
/** FUZZ_REPORT=1 prints how often each route answered each status. */
const REPORT = process.env.FUZZ_REPORT === "1";

/** Routes left out, and why: their success path takes the fixture away. */
const skipped: Record<string, string> = {
  "POST /api/logout": "ends the caller's session, which every later request needs",
};
/**
 * Routes sent from a fresh browser each time: a success signs that browser in as someone else (a new member, or
 * whoever the credentials belong to).
 */
const sessionChanging = new Set(["POST /api/register", "POST /api/login"]);
/**
 * Fuzzed last: a saved mail account of random settings would send the later routes' mail to a random host.
 */
const runLast = ["POST /api/admin/email-config", "POST /api/admin/test-email"];

interface Fixture {
  item: MenuItemRow;
  memberId: number;
}

/**
 * Bodies that pass validation, one line per route: the fuzzer also sends them with one field swapped for an
 * arbitrary value or taken away, so the handlers behind the schemas are reached too, not only the schemas.
 */
const validBodies: Record<string, (f: Fixture) => Record<string, unknown>> = {
  "POST /api/orders/simple": (f) => ({
    name: "Hodan Cali",
    email: "hodan@example.com",
    phone: "6125550100",
    items: [{ id: f.item.id, name: f.item.name, price: 3.99, quantity: 1, category: f.item.category }],
    paymentMethod: "cash",
    deliveryLocation: "pickup",
  }),
  "POST /api/user/addresses": () => ({ label: "Work", street: "2 Lake St", city: "Minneapolis" }),
  "PATCH /api/user/addresses/:id": () => ({ label: "Home", isDefault: true }),
  "POST /api/menu": () => ({ name: "Fuzz tea", price: 2.5, category: "hot_drinks" }),
  "PATCH /api/menu/:id": () => ({ name: "Shaah", price: 3.99 }),
  "POST /api/points/adjust": (f) => ({ userId: f.memberId, amount: 5, description: "Fuzz" }),
  "POST /api/promotions": () => ({ type: "double_points", durationDays: 7 }),
  "POST /api/newsletter/subscribe": () => ({
    email: "fuzz@example.com",
    fullName: "Fuzz",
    subscriptionType: "all",
  }),
  "POST /api/contact": () => ({ name: "Fuzz", email: "fuzz@example.com", message: "Hello" }),
  "POST /api/email/send-receipt": () => ({ orderId: 1 }),
};

const table = routeTable();
const schemas = new Map<string, unknown>();
const shop = useTestShop({
  onRoute: (route: RouteOptions) => {
    table.onRoute(route);
    for (const method of [route.method].flat()) schemas.set(`${method} ${route.url}`, route.schema?.body);
  },
});

let admin: TestClient;
let member: TestClient;
let params: Record<string, string | number>;
/** Where a `:id` means a user: a member only the admin's requests touch, so banning them harms nobody. */
let victimId: number;
let fixture: Fixture;

beforeAll(async () => {
  const [item] = (await addMenuItems(shop, [{ name: "Shaah", priceCents: 399, category: "hot_drinks" }])) as [
    MenuItemRow,
  ];
  member = shop.client();
  await signUp(member);
  victimId = (await signUp(shop.client())).user.id;
  const address = await member.post("/api/user/addresses", { label: "Home", street: "1 Cedar Ave" });
  expect(address.status).toBe(201);
  const order = await member.post("/api/orders/simple", {
    name: "Hodan Cali",
    email: "hodan@example.com",
    phone: "6125550100",
    items: [{ id: item.id, name: item.name, price: 3.99, quantity: 1, category: item.category }],
    paymentMethod: "cash",
    deliveryLocation: "pickup",
  });
  expect(order.status).toBe(201);
  admin = shop.client();
  await signInAsAdmin(shop, admin);
  fixture = { item, memberId: victimId };
  params = { id: order.body.id, code: "NOSUCHCODE", userId: victimId, sessionId: "cs_unknown" };
});

it("has a fingerprint that sees a change", async () => {
  const before = await databaseFingerprint(shop.database.db);
  expect(Object.keys(before)).toHaveLength(23);
  await addMenuItems(shop, [{ name: "Fingerprint probe", priceCents: 100 }]);
  expect(await databaseFingerprint(shop.database.db)).not.toEqual(before);
});

describe("fuzzing every body", () => {
  it("never answers 5xx, and a refused request changes nothing", async () => {
    const rank = (key: string) => runLast.indexOf(key);
    const routes = table.routes
      .filter(
        (route) =>
          ["POST", "PUT", "PATCH", "DELETE"].includes(route.method) &&
          !(route.key in skipped) &&
          ONLY.test(route.key),
      )
      .sort((a, b) => rank(a.key) - rank(b.key));
    expect(routes.length).toBeGreaterThan(process.env.FUZZ_ROUTES ? 0 : 30);
    const failures: string[] = [];
    const statuses = new Map<string, Map<number, number>>();
    for (const route of routes) {
      const names = fieldNames(schemas.get(route.key));
      const url = fillPath(route.url, route.url.startsWith("/api/users/") ? { id: victimId } : params);
      for (const [role, caller] of [
        ["admin", () => admin],
        ["member", () => member],
      ] as const) {
        const result = await fc.check(
          fc.asyncProperty(bodyArbitrary(names, validBodies[route.key]?.(fixture)), async (body) => {
            const client = sessionChanging.has(route.key) ? shop.client() : caller();
            const before = await databaseFingerprint(shop.database.db);
            const response = await client.request(route.method as "POST", url, body);
            const seen = statuses.get(route.key) ?? new Map<number, number>();
            statuses.set(route.key, seen.set(response.status, (seen.get(response.status) ?? 0) + 1));
            if (response.status >= 500) return false;
            if (response.status >= 400) {
              const after = await databaseFingerprint(shop.database.db);
              return JSON.stringify(after) === JSON.stringify(before);
            }
            return true;
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        );
        if (result.failed) {
          const example = JSON.stringify(result.counterexample?.[0])?.slice(0, 300);
          failures.push(`${route.key} as ${role} (seed ${SEED}): ${example} ${result.errorInstance ?? ""}`);
        }
      }
    }
    if (REPORT) for (const [key, seen] of statuses) console.log(key, Object.fromEntries(seen));
    expect(failures).toEqual([]);
  }, 600_000);
});

/** Every key a zod schema names, at any depth (objects, unions, pipes, optionals, arrays). */
function fieldNames(schema: unknown): string[] {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== "object" || seen.has(node)) return;
    seen.add(node);
    const def = (node as { def?: Record<string, unknown> }).def;
    if (!def) return;
    const shape = def.shape as Record<string, unknown> | undefined;
    if (shape) {
      for (const [key, value] of Object.entries(shape)) {
        names.add(key);
        visit(value);
      }
    }
    for (const key of ["in", "out", "innerType", "element", "left", "right", "schema"]) visit(def[key]);
    for (const option of (def.options as unknown[] | undefined) ?? []) visit(option);
  };
  visit(schema);
  return [...names];
}

/** Strings PostgreSQL cannot store, ids in disguise, and the plain and the long. */
const nastyStrings = fc.constantFrom(
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfffy",
  "0x10",
  "1e3",
  "-1",
  " ",
  "",
  "9".repeat(400),
  "a".repeat(5000),
  "<script>alert(1)</script>",
  "'; drop table users; --",
  "2026-02-30",
  "hodan@example.com",
);
const nastyNumbers = fc.constantFrom(
  0,
  -0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  5e-324,
);

function bodyArbitrary(names: string[], valid?: Record<string, unknown>): fc.Arbitrary<unknown> {
  const { value } = fc.letrec<{ value: unknown; object: Record<string, unknown> }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      fc.string({ unit: "binary", maxLength: 30 }),
      nastyStrings,
      fc.integer(),
      nastyNumbers,
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie("value"), { maxLength: 4 }),
      tie("object"),
    ),
    object: fc.dictionary(
      names.length > 0 ? fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 8 })) : fc.string(),
      tie("value"),
      { maxKeys: 4 },
    ),
  }));
  const withFields =
    names.length > 0
      ? fc.record(Object.fromEntries(names.map((name) => [name, value])), { requiredKeys: [] })
      : fc.constant({});
  const arbitraries = [
    { weight: 6, arbitrary: withFields },
    { weight: 1, arbitrary: value },
  ];
  if (valid) {
    const keys = Object.keys(valid);
    const swapped = fc
      .tuple(fc.constantFrom(...keys), value)
      .map(([key, replacement]) => ({ ...valid, [key]: replacement }));
    const without = fc
      .constantFrom(...keys)
      .map((key) => Object.fromEntries(keys.filter((k) => k !== key).map((k) => [k, valid[k]])));
    arbitraries.push(
      { weight: 8, arbitrary: swapped },
      { weight: 1, arbitrary: without },
      { weight: 2, arbitrary: fc.constant(valid) },
    );
  }
  return fc.oneof(...arbitraries);
}
