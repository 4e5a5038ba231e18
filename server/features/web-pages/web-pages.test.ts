import { beforeAll, describe, expect, it } from "vitest";
import { builtWebDir, ensureFreshBuild } from "../../../scripts/fresh-build.ts";
import { addMenuItems, signInAsAdmin, signUp, useTestShop } from "../../test/harness.ts";
import { invalidateMenu } from "../menu/public.ts";

// The server's renderer is part of the build (vite.config.ts): built once, as the first-load budget test does.
beforeAll(() => ensureFreshBuild(), 600_000);
const shop = useTestShop({ webDir: builtWebDir });

let shaah: { id: number };
beforeAll(async () => {
  const [added] = await addMenuItems(shop, [
    { name: "Rendered Shaah", priceCents: 777, category: "hot_drinks" },
  ]);
  shaah = added!;
  invalidateMenu(shop.database.db);
});

const page = (url: string, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: "GET", url, headers });

describe("the language of a rendered page", () => {
  it("is the stored choice, else the browser's, else English, and <html lang> says it", async () => {
    expect((await page("/about")).body).toContain('<html lang="en"');
    expect((await page("/about", { "accept-language": "so-SO,so;q=0.9" })).body).toContain('<html lang="so"');
    expect((await page("/about", { cookie: "language=so" })).body).toContain('<html lang="so"');
    const chosen = await page("/about", { cookie: "language=en", "accept-language": "so" });
    expect(chosen.body).toContain('<html lang="en"');
    expect(chosen.headers.vary).toMatch(/cookie/);
    expect(chosen.headers.vary).toMatch(/accept-language/);
  });

  it("gives the page's description in its language, for what a search result shows", async () => {
    expect((await page("/menu")).body).toContain(
      '<meta name="description" content="Somali tea, coffee and food',
    );
    expect((await page("/menu", { cookie: "language=so" })).body).toContain(
      '<meta name="description" content="Shaah, qaxwo iyo cunto Soomaaliyeed',
    );
  });
});

/** The catalog a rendered page carries for its first render (web/src/main.tsx). */
const carriedCatalog = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="page-catalog">(.*?)<\/script>/.exec(html)?.[1] ?? "null",
  ) as {
    language: string;
    parts: string[];
    sections: Record<string, unknown>;
  } | null;

describe("what a rendered page brings to hydrate at once", () => {
  it("carries its catalog in its language, the rest of it only beyond the first pages, never the admin's", async () => {
    const menu = carriedCatalog((await page("/menu", { cookie: "language=so" })).body);
    expect(menu).toMatchObject({ language: "so", parts: ["first"] });
    const about = carriedCatalog((await page("/about")).body);
    expect(about).toMatchObject({ language: "en", parts: ["first", "rest"] });
    expect(Object.keys(about?.sections ?? {}).length).toBeGreaterThan(
      Object.keys(menu?.sections ?? {}).length,
    );
    expect(Object.keys(about?.sections ?? {})).not.toContain("admin");
  });

  it("starts from its route's module, which imports the page's code with the app's entry", async () => {
    const html = (await page("/menu")).body;
    const entry =
      /<script type="module" crossorigin fetchpriority="low" src="\/(assets\/page-menu-page-[^"]+\.js)"><\/script>/.exec(
        html,
      )?.[1];
    expect(entry).toBeDefined();
    const module = await shop.app.inject({ method: "GET", url: `/${entry}` });
    expect(module.statusCode).toBe(200);
    expect(module.body).toMatch(/^import"\.\/menu-page-[\w-]+\.js";import"\.\/index-[\w-]+\.js";$/);
  });
});

describe("the menu's page", () => {
  it("holds every dish with its price, and may be kept by caches as long as they ask again", async () => {
    const menu = await page("/menu");
    expect(menu.statusCode).toBe(200);
    expect(menu.body).toContain("Rendered Shaah");
    expect(menu.body).toContain("$7.77");
    expect(menu.headers["cache-control"]).toBe("public, no-cache");
    const again = await page("/menu", { "if-none-match": String(menu.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("is the same for a member as for anyone: no one's data is in it", async () => {
    const member = shop.client();
    const { username } = await signUp(member);
    const forMember = await member.get("/menu");
    const forVisitor = await page("/menu");
    expect(forMember.headers.etag).toBe(forVisitor.headers.etag);
    expect(forMember.raw.body).not.toContain(username);
  });

  it("is the only page kept: a member's other pages are rendered for them and private to their browser", async () => {
    const member = shop.client();
    await signUp(member);
    const cart = await member.get("/cart");
    expect(cart.headers["cache-control"]).toBe("private, no-cache");
    expect(cart.headers.vary).toMatch(/cookie/);
  });

  it("is kept per language: each reader gets their language's copy, and readers of one language the same", async () => {
    const english = await page("/menu");
    const somali = await page("/menu", { cookie: "language=so" });
    const somaliAgain = await page("/menu", { "accept-language": "so" });
    expect(somali.body).toContain('<html lang="so"');
    expect(somali.headers.etag).not.toBe(english.headers.etag);
    expect(somaliAgain.headers.etag).toBe(somali.headers.etag);
    expect(somali.headers.vary).toMatch(/cookie/);
  });

  it("shows a menu change at once", async () => {
    const before = await page("/menu");
    await addMenuItems(shop, [{ name: "Fresh Sambuus", priceCents: 333, category: "snacks" }]);
    invalidateMenu(shop.database.db);
    const after = await page("/menu");
    expect(after.body).toContain("Fresh Sambuus");
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

describe("the kept menu page and the opening state", () => {
  it("is a new copy once the counter pauses online orders", async () => {
    const before = await page("/menu");
    const admin = shop.client();
    await signInAsAdmin(shop, admin);
    expect((await admin.post("/api/admin/ordering-pause", { pause: "15" })).status).toBe(200);
    const paused = await page("/menu");
    expect(paused.headers.etag).not.toBe(before.headers.etag);
    expect((await admin.post("/api/admin/ordering-pause", { pause: "resume" })).status).toBe(200);
  });
});

describe("the opening hours on the rendered pages", () => {
  /** A row of the hours as the page's markup holds it: the days, then their hours. */
  const row = (days: string, hours: string) => new RegExp(`>${days}</dt><dd[^>]*>${hours}<`);

  it("are the hours set in Settings, on the kept menu page too, changed at once", async () => {
    expect((await page("/")).body).toMatch(row("Monday – Saturday", "10 AM – 9 PM"));
    const before = await page("/menu");
    const admin = shop.client();
    await signInAsAdmin(shop, admin);
    const settings = (await admin.get("/api/admin/ordering-settings")).body;
    const { timeZone: _zone, pausedUntil: _paused, ...restored } = settings;
    const weekly = [...settings.weekly];
    weekly[6] = { opens: "08:00", closes: "22:00" };
    weekly[2] = null;
    try {
      const saved = await admin.request("PUT", "/api/admin/ordering-settings", { ...restored, weekly });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      for (const url of ["/menu", "/contact"]) {
        const after = (await page(url)).body;
        expect(after).toMatch(row("Monday", "10 AM – 9 PM"));
        expect(after).toMatch(row("Tuesday", "Closed"));
        expect(after).toMatch(row("Wednesday – Friday", "10 AM – 9 PM"));
        expect(after).toMatch(row("Saturday", "8 AM – 10 PM"));
        expect(after).not.toMatch(row("Monday – Saturday", "10 AM – 9 PM"));
      }
      expect((await page("/menu")).headers.etag).not.toBe(before.headers.etag);
      const somali = (await page("/about", { cookie: "language=so" })).body;
      expect(somali).toMatch(row("Talaado", "Xiran"));
      expect(somali).toMatch(row("Sabti", "8 GH – 10 GD"));
    } finally {
      await admin.request("PUT", "/api/admin/ordering-settings", restored);
    }
  });
});

describe("an order's tracking page", () => {
  it("holds the order's status only for whoever may read the order, and is never stored", async () => {
    const guest = shop.client();
    const placed = await guest.post("/api/orders/simple", {
      name: "Hodan Cali",
      email: "hodan@example.com",
      items: [{ id: shaah.id, name: "Rendered Shaah", price: 7.77, quantity: 1 }],
      paymentMethod: "cash",
      deliveryLocation: "pickup",
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const { id, orderNumber, trackingToken } = placed.body as {
      id: number;
      orderNumber: string;
      trackingToken: string;
    };

    const withToken = await page(`/track/${id}?token=${trackingToken}`);
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain(orderNumber);
    expect(withToken.headers["cache-control"]).toBe("private, no-store");

    // Another visitor, without the link's token or the guest's session: the app's plain page, nothing of the order.
    const stranger = await page(`/track/${id}`);
    expect(stranger.statusCode).toBe(200);
    expect(stranger.body).toContain('<div id="root"></div>');
    expect(stranger.body).not.toContain(orderNumber);
  });
});
