import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, menuItems } from "../../db/schema/index.ts";
import { seedDemoData } from "../../db/seed/index.ts";
import { messages, signInAsAdmin, signUp, type TestClient, useTestShop } from "../../test/harness.ts";
import {
  dataUrlOfSize,
  describePicture,
  heicDataUrl,
  lyingPictures,
  photoWithMetadata,
  pictureDataUrl,
} from "../../test/kits/image-kit.ts";
import { placeOrder } from "../../test/kits/loyalty-kit.ts";
import { findMenuItems } from "./menu.repo.ts";

let admin: TestClient;
let adminId: number;
const shop = useTestShop();
beforeAll(async () => {
  await seedDemoData(shop.database.db);
  admin = shop.client();
  adminId = (await signInAsAdmin(shop, admin)).user.id;
});

const tea = { name: "Photo Shaah", price: 3.25, category: "hot_drinks" };
const MB = 1024 * 1024;

async function newItem(fields: Record<string, unknown> = {}) {
  const res = await admin.post("/api/menu", { ...tea, name: `Item ${Math.random()}`, ...fields });
  expect(res.status).toBe(201);
  return res.body as { id: number; imageUrl: string | null };
}

async function lastAudit(action: string) {
  const [row] = await shop.database.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.action, action))
    .orderBy(desc(adminAuditLog.id))
    .limit(1);
  return row;
}

describe("a menu item's picture", () => {
  it("arrives as a data URL, is re-encoded as WebP without metadata and served for a year", async () => {
    const created = await admin.post("/api/menu", { ...tea, imageUrl: await photoWithMetadata(1600, 1200) });
    expect(created.status).toBe(201);
    const path = created.body.imageUrl as string;
    expect(path).toMatch(/^\/uploads\/menu-[0-9a-f]{24}\.webp$/);
    expect(created.body.image_url).toBe(path);

    const file = await shop.client().get(path);
    expect(file.status).toBe(200);
    expect(file.headers["content-type"]).toBe("image/webp");
    expect(file.headers["cache-control"]).toMatch(/max-age=31536000/);
    expect(file.headers["cache-control"]).toMatch(/immutable/);
    const picture = await describePicture(file.raw.rawPayload);
    expect(picture).toMatchObject({ format: "webp", width: 800, height: 600 });
    expect(picture.exif).toBeUndefined();

    const listed = (await shop.client().get("/api/menu")).body.find(
      (item: { id: number }) => item.id === created.body.id,
    );
    expect(listed.imageUrl).toBe(path);
  });

  it("is replaced through PATCH with image_url, and with imageUrl", async () => {
    const item = await newItem({ imageUrl: await pictureDataUrl("png") });
    const bySpec = await admin.patch(`/api/menu/${item.id}`, {
      image_url: await pictureDataUrl("gif", 30, 30),
    });
    expect(bySpec.status).toBe(200);
    expect(bySpec.body.imageUrl).toMatch(/^\/uploads\/menu-.+\.webp$/);
    expect(bySpec.body.imageUrl).not.toBe(item.imageUrl);
    const byCamelCase = await admin.patch(`/api/menu/${item.id}`, {
      imageUrl: await pictureDataUrl("webp", 20, 20),
    });
    expect(byCamelCase.body.imageUrl).not.toBe(bySpec.body.imageUrl);
    const menu = (await shop.client().get("/api/menu")).body;
    expect(menu.find((row: { id: number }) => row.id === item.id).imageUrl).toBe(byCamelCase.body.imageUrl);
  });

  it.each(["jpeg", "png", "webp", "gif", "avif"] as const)("reads a %s picture", async (format) => {
    const item = await newItem({ imageUrl: await pictureDataUrl(format) });
    const file = await shop.client().get(item.imageUrl!);
    expect((await describePicture(file.raw.rawPayload)).format).toBe("webp");
  });

  it("stores the same picture once, under the same name", async () => {
    const picture = await pictureDataUrl("png", 33, 33);
    expect((await newItem({ imageUrl: picture })).imageUrl).toBe(
      (await newItem({ imageUrl: picture })).imageUrl,
    );
  });

  it.each(Object.entries(lyingPictures))(
    "refuses bytes that only claim to be a picture (%s) and keeps the old picture",
    async (_, dataUrl) => {
      const item = await newItem({ imageUrl: await pictureDataUrl("png", 12, 12) });
      const res = await admin.patch(`/api/menu/${item.id}`, { image_url: dataUrl, price: 9 });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(messages.en.invalidImageFile);
      const [row] = await findMenuItems(shop.database.db, [item.id]);
      expect(row).toMatchObject({ imageUrl: item.imageUrl, priceCents: 325 });
      expect((await admin.post("/api/menu", { ...tea, imageUrl: dataUrl })).status).toBe(400);
    },
  );

  it("answers a HEIC photo it cannot decode with a clear message", async () => {
    const res = await admin.post("/api/menu", { ...tea, imageUrl: heicDataUrl });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(messages.en.heicUnsupported);
  });

  it("refuses 10 MB and 1 byte with the specification's text, in either language", async () => {
    const before = (await shop.client().get("/api/menu")).body.length;
    const tooBig = await dataUrlOfSize(10 * MB + 1);
    const res = await admin.post("/api/menu", { ...tea, imageUrl: tooBig });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("Image size must be less than 10MB. Please choose a smaller image.");
    admin.language = "so";
    const somali = await admin.post("/api/menu", { ...tea, imageUrl: tooBig });
    admin.language = undefined;
    expect(somali.body.error).toBe(messages.so.imageTooLarge);
    expect((await shop.client().get("/api/menu")).body.length).toBe(before);
  });

  it("refuses an address that is neither on this site nor https", async () => {
    for (const imageUrl of ["javascript:alert(1)", "http://example.com/a.jpg", "//evil.example/a.jpg"]) {
      const res = await admin.post("/api/menu", { ...tea, imageUrl });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(messages.en.invalidImageFile);
    }
  });

  it("refuses any picture that is not one of the shop's own uploads, https addresses included", async () => {
    for (const imageUrl of [
      "https://tracker.example/pixel.gif",
      "/api/user",
      "/uploads/../package.json",
      "/uploads/menu-0000.webp?x=1",
    ]) {
      const res = await admin.post("/api/menu", { ...tea, imageUrl });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(messages.en.invalidImageFile);
    }
    const uploaded = await newItem({ imageUrl: await pictureDataUrl("png", 12, 12) });
    const kept = await admin.post("/api/menu", { ...tea, imageUrl: uploaded.imageUrl });
    expect(kept.status).toBe(201);
  });

  it("answers 404 for a file that is not there", async () => {
    expect((await shop.client().get("/uploads/menu-0000.webp")).status).toBe(404);
  });

  it("answers 404, not 500, for a path that climbs out of the uploads", async () => {
    // Over a real socket: the path reaches the shop exactly as a client wrote it.
    const server = createServer((req, res) => shop.app.routing(req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      for (const path of ["/uploads/..", "/uploads/../", "/uploads/%2e%2e", "/uploads/..%2fpackage.json"]) {
        expect(await statusOf(port, path), path).toBe(404);
      }
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe("DELETE /api/menu/{id} of an item already ordered", () => {
  it("archives it: gone from the menu and from ordering, still in the order's history", async () => {
    const item = await newItem({ name: "Ordered Once" });
    const member = shop.client();
    await signUp(member);
    const [row] = await findMenuItems(shop.database.db, [item.id]);
    const order = await placeOrder(member, [{ item: row!, quantity: 2 }]);
    expect(order.status).toBe(201);

    const res = await admin.delete(`/api/menu/${item.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, archived: true });
    const [archived] = await findMenuItems(shop.database.db, [item.id]);
    expect(archived?.archivedAt).toBeInstanceOf(Date);
    expect(archived?.isAvailable).toBe(false);
    const menu = (await shop.client().get("/api/menu")).body as { id: number }[];
    expect(menu.map((entry) => entry.id)).not.toContain(item.id);

    const history = (await member.get("/api/orders/history")).body as { items: { name: string }[] }[];
    expect(JSON.stringify(history)).toContain("Ordered Once");
    expect((await placeOrder(member, [{ item: row!, quantity: 1 }])).status).toBe(409);
    expect((await admin.patch(`/api/menu/${item.id}`, { price: 5 })).status).toBe(404);
    expect((await admin.delete(`/api/menu/${item.id}`)).status).toBe(404);
  });
});

describe("the audit log", () => {
  it("records who created, changed and deleted an item, with the values before and after", async () => {
    const item = await newItem({ name: "Audited Tea" });
    expect(await lastAudit("menu.created")).toMatchObject({
      actorId: adminId,
      targetType: "menu_item",
      targetId: String(item.id),
      after: expect.objectContaining({ name: "Audited Tea", price: 3.25 }),
    });
    await admin.patch(`/api/menu/${item.id}`, { price: 4, isAvailable: false });
    expect(await lastAudit("menu.updated")).toMatchObject({
      targetId: String(item.id),
      before: expect.objectContaining({ price: 3.25, isAvailable: true }),
      after: expect.objectContaining({ price: 4, isAvailable: false }),
    });
    await admin.delete(`/api/menu/${item.id}`);
    expect(await lastAudit("menu.deleted")).toMatchObject({
      targetId: String(item.id),
      before: expect.objectContaining({ name: "Audited Tea" }),
      after: { archived: false },
    });
    const rows = await shop.database.db.select().from(menuItems).where(eq(menuItems.id, item.id));
    expect(rows).toEqual([]);
  });

  it("keeps an item's option groups on both sides of a change that leaves them alone", async () => {
    const item = await newItem();
    const groups = [
      { name: "Size", min: 1, max: 1, choices: [{ name: "Small", price: 0, isDefault: true }] },
    ];
    expect((await admin.request("PUT", `/api/menu/${item.id}/option-groups`, { groups })).status).toBe(200);
    await admin.patch(`/api/menu/${item.id}`, { isAvailable: false });
    const entry = await lastAudit("menu.updated");
    const { before, after } = entry as unknown as Record<"before" | "after", { optionGroups: unknown[] }>;
    expect(after.optionGroups).toMatchObject([{ name: "Size", choices: [{ name: "Small" }] }]);
    expect(before.optionGroups).toEqual(after.optionGroups);
  });

  it("writes nothing when the change is refused", async () => {
    const before = await lastAudit("menu.updated");
    expect((await admin.patch("/api/menu/999999", { price: 2 })).status).toBe(404);
    expect(await lastAudit("menu.updated")).toEqual(before);
  });
});

function statusOf(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method: "GET" }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}
