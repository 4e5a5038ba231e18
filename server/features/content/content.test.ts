import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, siteContent } from "../../db/schema/index.ts";
import {
  countRows,
  messages,
  signInAsAdmin,
  signUp,
  type TestClient,
  useTestShop,
} from "../../test/harness.ts";
import {
  dataUrlOfSize,
  describePicture,
  lyingPictures,
  photoWithMetadata,
} from "../../test/kits/image-kit.ts";

let admin: TestClient;
let member: TestClient;
const shop = useTestShop();
beforeAll(async () => {
  admin = shop.client();
  await signInAsAdmin(shop, admin);
  member = shop.client();
  await signUp(member);
});

const MB = 1024 * 1024;
const putStory = (client: TestClient, body: unknown) =>
  client.request("PUT", "/api/content/about-story", body);

describe("founder photos", () => {
  it("start missing, then an upload is fitted into 800×800, stored and shown in the status and on /about", async () => {
    const empty = { exists: false, path: null, timestamp: null };
    expect((await admin.get("/api/content/founder-images-status")).body).toEqual({
      image1: empty,
      image2: empty,
    });

    const res = await admin.post("/api/content/founder-image-2", {
      image: await photoWithMetadata(1200, 1600),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      path: expect.stringMatching(/^\/uploads\/founder-2-[0-9a-f]{24}\.webp$/),
      timestamp: expect.any(String),
    });
    const file = await shop.client().get(res.body.path);
    expect(file.headers["cache-control"]).toMatch(/immutable/);
    const picture = await describePicture(file.raw.rawPayload);
    expect(picture).toMatchObject({ format: "webp", width: 600, height: 800 });
    expect(picture.exif).toBeUndefined();

    const status = (await admin.get("/api/content/founder-images-status")).body;
    expect(status).toEqual({
      image1: empty,
      image2: { exists: true, path: res.body.path, timestamp: res.body.timestamp },
    });
    const about = await shop.client().get("/api/content/about");
    expect(about.body.founderImages).toEqual({ image1: null, image2: res.body.path });
  });

  it("refuses more than 5 MB with the specification's words and keeps the photo there was", async () => {
    const before = (await admin.get("/api/content/founder-images-status")).body;
    const res = await admin.post("/api/content/founder-image-1", { image: await dataUrlOfSize(5 * MB + 1) });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(messages.en.founderImageTooLarge);
    expect(res.body.error).toMatch(/File too large.*Maximum file size is 5MB/);
    expect((await admin.get("/api/content/founder-images-status")).body).toEqual(before);
  });

  it.each(Object.entries(lyingPictures))(
    "refuses bytes that lie about being a picture (%s)",
    async (_, image) => {
      const res = await admin.post("/api/content/founder-image-1", { image });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(messages.en.invalidImageFile);
    },
  );

  it("refuses a body without a data URL", async () => {
    for (const body of [{}, { image: "/uploads/x.webp" }, { image: 5 }]) {
      const res = await admin.post("/api/content/founder-image-1", body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(messages.en.invalidImageFile);
    }
    expect((await admin.post("/api/content/founder-image-3", { image: "data:," })).status).toBe(404);
  });

  it("is for admins: a member gets 403, a guest 401", async () => {
    const image = await dataUrlOfSize(100);
    expect((await member.get("/api/content/founder-images-status")).status).toBe(403);
    expect((await member.post("/api/content/founder-image-1", { image })).status).toBe(403);
    expect((await shop.client().get("/api/content/founder-images-status")).status).toBe(401);
    expect((await shop.client().post("/api/content/founder-image-1", { image })).status).toBe(401);
  });
});

describe("the About page's story", () => {
  it("is the built-in one until an admin writes it, then shown in each language", async () => {
    expect((await shop.client().get("/api/content/about")).body.story).toEqual({ en: null, so: null });
    const res = await putStory(admin, { en: "  We began in 2019.\n\nWith tea.  ", so: "" });
    expect(res.status).toBe(200);
    expect(res.body.story).toEqual({ en: "We began in 2019.\n\nWith tea.", so: null });
    const about = await shop.client().get("/api/content/about");
    expect(about.body.story).toEqual({ en: "We began in 2019.\n\nWith tea.", so: null });
    expect((await putStory(admin, { en: "English", so: "Sheekadayada" })).body.story).toEqual({
      en: "English",
      so: "Sheekadayada",
    });
  });

  it("refuses bad input and changes nothing", async () => {
    const before = (await shop.client().get("/api/content/about")).body;
    for (const body of [{ en: "x" }, { en: "x".repeat(5001), so: "" }, { en: 3, so: "" }, []]) {
      const res = await putStory(admin, body);
      expect(res.status).toBe(400);
      expect(typeof res.body.error).toBe("string");
    }
    expect((await shop.client().get("/api/content/about")).body).toEqual(before);
  });

  it("is changed by admins only", async () => {
    expect((await putStory(member, { en: "x", so: "y" })).status).toBe(403);
    expect((await putStory(shop.client(), { en: "x", so: "y" })).status).toBe(401);
  });
});

describe("the audit log", () => {
  it("records each content change with its values before and after", async () => {
    const rows = await shop.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, "content.updated"))
      .orderBy(desc(adminAuditLog.id));
    expect(rows[0]).toMatchObject({
      targetType: "content",
      targetId: "about_story",
      before: { en: "We began in 2019.\n\nWith tea.", so: "" },
      after: { en: "English", so: "Sheekadayada" },
    });
    expect(rows.map((row) => row.targetId)).toEqual(["about_story", "about_story", "founder_image_2"]);
    expect(await countRows(shop, siteContent)).toBe(2);
  });
});
