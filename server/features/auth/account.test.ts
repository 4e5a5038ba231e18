import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  addresses,
  newsletterSubscriptions,
  orders,
  outbox,
  pointsTransactions,
  sessions,
  users,
} from "../../db/schema/index.ts";
import {
  addMenuItems,
  messages,
  signInAsAdmin,
  signUp,
  type TestClient,
  uniqueName,
  useTestShop,
} from "../../test/harness.ts";
import { placeOrder } from "../../test/kits/loyalty-kit.ts";

const shop = useTestShop();
const newPassword = "a brand new kettle of shaah";

/** A member signed in on two browsers: `here` (the one acting) and `there`. */
async function memberOnTwoBrowsers() {
  const here = shop.client();
  const { username, password, user } = await signUp(here, { email: `${uniqueName("m")}@example.com` });
  const there = shop.client();
  expect((await there.post("/api/login", { username, password })).status).toBe(200);
  return { here, there, username, password, user };
}

async function sessionCount(userId: number) {
  return (await shop.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
}

const login = (username: string, password: string) =>
  shop.client().post("/api/login", { username, password });

describe("POST /api/user/password", () => {
  it("changes the password, keeps this browser signed in and ends every other session", async () => {
    const { here, there, username, password, user } = await memberOnTwoBrowsers();
    const res = await here.post("/api/user/password", { currentPassword: password, newPassword });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await here.get("/api/user")).status).toBe(200);
    expect((await there.get("/api/user")).status).toBe(401);
    expect(await sessionCount(user.id)).toBe(1);
    expect((await login(username, password)).status).toBe(401);
    expect((await login(username, newPassword)).status).toBe(200);
    // The account's address hears of it, with the way back in for a member who did not change it.
    const mails = await shop.database.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    expect(mails.map((mail) => mail.subject)).toContain("Your Somali Sips password was changed");
    expect(mails.at(-1)?.textBody).toContain("/forgot-password");
  });

  it("refuses a wrong current password without telling the address anything", async () => {
    const { here, user } = await memberOnTwoBrowsers();
    const res = await here.post("/api/user/password", { currentPassword: "not my password", newPassword });
    expect(res.status).toBe(400);
    const mails = await shop.database.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    expect(mails.map((mail) => mail.subject)).not.toContain("Your Somali Sips password was changed");
  });

  it("refuses a missing current password with 400 when the member has one, and changes nothing", async () => {
    const { here, username, password } = await memberOnTwoBrowsers();
    const res = await here.post("/api/user/password", { newPassword });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(messages.en.passwordRequired);
    expect(res.body.errors[0]).toMatchObject({ path: ["currentPassword"] });
    expect((await login(username, password)).status).toBe(200);
  });

  it("refuses a wrong current password with 400 and changes nothing", async () => {
    const { here, there, username, password } = await memberOnTwoBrowsers();
    const res = await here.post("/api/user/password", { currentPassword: "not my password", newPassword });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(messages.en.wrongCurrentPassword);
    expect(res.body.errors[0]).toMatchObject({ path: ["currentPassword"] });
    expect((await there.get("/api/user")).status).toBe(200);
    expect((await login(username, password)).status).toBe(200);
  });

  it.each([
    ["too short", "short1", undefined],
    ["common", "password1", messages.en.commonPassword],
    ["one character repeated", "aaaaaaaaaa", messages.en.passwordRepeated],
    ["eight spaces", "        ", messages.en.passwordRepeated],
  ])("refuses a %s new password", async (_, candidate, message) => {
    const { here, there, username, password } = await memberOnTwoBrowsers();
    const res = await here.post("/api/user/password", { currentPassword: password, newPassword: candidate });
    expect(res.status).toBe(400);
    if (message) expect(res.body.error).toBe(message);
    expect((await there.get("/api/user")).status).toBe(200);
    expect((await login(username, password)).status).toBe(200);
  });

  it("refuses a new password that contains the username, whatever its case", async () => {
    const { here, username, password } = await memberOnTwoBrowsers();
    const res = await here.post("/api/user/password", {
      currentPassword: password,
      newPassword: `my ${username.toUpperCase()} cup`,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(messages.en.passwordContainsUsername);
  });

  it("answers 401 to a guest", async () => {
    const res = await shop.client().post("/api/user/password", { currentPassword: "x", newPassword });
    expect(res.status).toBe(401);
  });

  it("answers 400 to a missing field", async () => {
    const { here } = await memberOnTwoBrowsers();
    const res = await here.post("/api/user/password", { newPassword });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ path: ["currentPassword"] });
  });
});

describe("sessions of one's own", () => {
  it("lists the member's sessions with when they began and were last seen, marking this one", async () => {
    const { here, there } = await memberOnTwoBrowsers();
    const res = await here.get("/api/user/sessions");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    for (const s of res.body) {
      expect(s.id).toMatch(/^[\w-]{32}$/);
      expect(Date.parse(s.createdAt)).not.toBeNaN();
      expect(Date.parse(s.lastSeenAt)).not.toBeNaN();
    }
    expect(res.body.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    // Never another member's sessions, never the session's key.
    const stored = await shop.database.db.select({ id: sessions.id }).from(sessions);
    const text = JSON.stringify(res.body);
    for (const row of stored) expect(text).not.toContain(row.id);
    expect((await there.get("/api/user/sessions")).body).toHaveLength(2);
  });

  it("ends one other session", async () => {
    const { here, there } = await memberOnTwoBrowsers();
    const list = (await here.get("/api/user/sessions")).body as { id: string; current: boolean }[];
    const other = list.find((s) => !s.current)!;
    const res = await here.delete(`/api/user/sessions/${other.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await there.get("/api/user")).status).toBe(401);
    expect((await here.get("/api/user")).status).toBe(200);
  });

  it("refuses to end the session in use that way, and another member's session", async () => {
    const { here } = await memberOnTwoBrowsers();
    const stranger = await memberOnTwoBrowsers();
    const mine = (await here.get("/api/user/sessions")).body as { id: string; current: boolean }[];
    const current = mine.find((s) => s.current)!;
    const res = await here.delete(`/api/user/sessions/${current.id}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(messages.en.cannotEndCurrentSession);
    const theirs = (await stranger.here.get("/api/user/sessions")).body as { id: string }[];
    const steal = await here.delete(`/api/user/sessions/${theirs[0]!.id}`);
    expect(steal.status).toBe(404);
    expect((await stranger.there.get("/api/user")).status).toBe(200);
    expect((await stranger.here.get("/api/user")).status).toBe(200);
  });

  it("answers 400 to a malformed id", async () => {
    const { here } = await memberOnTwoBrowsers();
    expect((await here.delete("/api/user/sessions/x")).status).toBe(400);
  });

  it("ends every other session at once", async () => {
    const { here, there, user } = await memberOnTwoBrowsers();
    const res = await here.delete("/api/user/sessions");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, ended: 1 });
    expect((await there.get("/api/user")).status).toBe(401);
    expect((await here.get("/api/user")).status).toBe(200);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it("answers 401 to a guest", async () => {
    const guest = shop.client();
    expect((await guest.get("/api/user/sessions")).status).toBe(401);
    expect((await guest.delete("/api/user/sessions")).status).toBe(401);
    expect((await guest.delete(`/api/user/sessions/${"a".repeat(32)}`)).status).toBe(401);
  });
});

describe("DELETE /api/user", () => {
  const remove = (client: TestClient, body: unknown) => client.request("DELETE", "/api/user", body);

  it("deletes the account: orders stay without an owner; points, addresses, subscriptions, sessions go", async () => {
    const { here, there, username, password, user } = await memberOnTwoBrowsers();
    const [item] = await addMenuItems(shop, [{ name: uniqueName("shaah"), priceCents: 450 }]);
    const order = await placeOrder(here, [{ item: item!, quantity: 2 }]);
    expect(order.status).toBe(201);
    expect(
      (await here.post("/api/user/addresses", { label: "Home", street: "1 Lake St", city: "Minneapolis" }))
        .status,
    ).toBe(201);
    await shop.database.db
      .insert(newsletterSubscriptions)
      .values({ email: user.email, userId: user.id, status: "subscribed" });

    const res = await remove(here, { password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });

    const db = shop.database.db;
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    const [kept] = await db.select().from(orders).where(eq(orders.id, order.body.id));
    expect(kept).toMatchObject({ userId: null, customerName: "Hodan Cali" });
    expect(await db.select().from(pointsTransactions).where(eq(pointsTransactions.userId, user.id))).toEqual(
      [],
    );
    expect(await db.select().from(addresses).where(eq(addresses.userId, user.id))).toEqual([]);
    expect(
      await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, user.email)),
    ).toEqual([]);
    expect(await sessionCount(user.id)).toBe(0);
    expect((await here.get("/api/user")).status).toBe(401);
    expect((await there.get("/api/user")).status).toBe(401);
    const again = await login(username, password);
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ error: messages.en.invalidCredentials, code: "invalidCredentials" });
  });

  it("lets the name be taken again after the account is gone", async () => {
    const { here, username, password } = await memberOnTwoBrowsers();
    expect((await remove(here, { password })).status).toBe(200);
    expect((await shop.client().post("/api/register", { username, password: newPassword })).status).toBe(201);
  });

  it("refuses a wrong password and deletes nothing", async () => {
    const { here, there, username, password, user } = await memberOnTwoBrowsers();
    const res = await remove(here, { password: "not my password" });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(messages.en.wrongCurrentPassword);
    expect((await shop.database.db.select().from(users).where(eq(users.id, user.id))).length).toBe(1);
    expect((await there.get("/api/user")).status).toBe(200);
    expect((await login(username, password)).status).toBe(200);
  });

  it("answers 400 without a password and 401 to a guest", async () => {
    const { here } = await memberOnTwoBrowsers();
    expect((await remove(here, {})).status).toBe(400);
    expect((await here.get("/api/user")).status).toBe(200);
    expect((await remove(shop.client(), { password: "x" })).status).toBe(401);
  });

  it("lets an admin delete only their own account", async () => {
    const admin = shop.client();
    const { password, user } = await signInAsAdmin(shop, admin);
    const member = await memberOnTwoBrowsers();
    expect((await remove(admin, { password })).status).toBe(200);
    expect((await shop.database.db.select().from(users).where(eq(users.id, user.id))).length).toBe(0);
    expect((await member.here.get("/api/user")).status).toBe(200);
  });
});
