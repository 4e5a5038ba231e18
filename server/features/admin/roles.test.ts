import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rolePermissions } from "../../../contract/permissions.ts";
import type { ServerMessage } from "../../../contract/realtime.ts";
import { adminAuditLog, type MenuItemRow, menuItems, users } from "../../db/schema/index.ts";
import {
  addMenuItems,
  messages,
  signInAsAdmin,
  signInWithRole,
  signUp,
  type TestClient,
  uniqueName,
  useTestShop,
} from "../../test/harness.ts";
import { listen, openSocket } from "../realtime/socket-test-kit.ts";

/**
 * Roles and permissions end to end: what each role's answers say of it, who may grant a role, what a barista
 * (staff) may change of a menu item, and what of a customer the counter sees.
 */

const shop = useTestShop();
let admin: TestClient;
let adminId: number;
let staff: TestClient;
let manager: TestClient;
let sambuus: MenuItemRow;

beforeAll(async () => {
  admin = shop.client();
  adminId = (await signInAsAdmin(shop, admin)).user.id;
  staff = (await signInWithRole(shop, "staff")).client;
  manager = (await signInWithRole(shop, "manager")).client;
  [sambuus] = (await addMenuItems(shop, [{ name: "Sambuus", priceCents: 250, category: "snacks" }])) as [
    MenuItemRow,
  ];
});

const stored = async (id: number) =>
  (await shop.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe("GET /api/user", () => {
  it("names the role and its permissions; isAdmin is true exactly for admins", async () => {
    const answers = await Promise.all([admin, staff, manager].map((client) => client.get("/api/user")));
    const [ofAdmin, ofStaff, ofManager] = answers.map((res) => res.body);
    expect(ofAdmin).toMatchObject({ role: "admin", isAdmin: true, permissions: [...rolePermissions.admin] });
    expect(ofStaff).toMatchObject({ role: "staff", isAdmin: false, permissions: [...rolePermissions.staff] });
    expect(ofManager).toMatchObject({ role: "manager", isAdmin: false });
    expect(ofStaff.permissions).not.toContain("users");
    const member = shop.client();
    await signUp(member);
    expect((await member.get("/api/user")).body).toMatchObject({
      role: "member",
      isAdmin: false,
      permissions: [],
    });
  });
});

describe("granting roles", () => {
  it("lets an admin register a staff member with `role`, and an admin with the specification's `isAdmin`", async () => {
    const password = "a long staff password 9";
    const barista = await admin.post("/api/register", {
      username: uniqueName("barista"),
      password,
      role: "staff",
    });
    expect(barista.status, JSON.stringify(barista.body)).toBe(201);
    // The welcome points are a customer's: whoever works at the café starts with none.
    expect(barista.body).toMatchObject({ role: "staff", isAdmin: false, loyaltyPoints: 0 });
    const owner = await admin.post("/api/register", {
      username: uniqueName("owner"),
      password,
      isAdmin: true,
    });
    expect(owner.body).toMatchObject({ role: "admin", isAdmin: true, loyaltyPoints: 0 });
    const plain = await admin.post("/api/register", {
      username: uniqueName("plain"),
      password,
      isAdmin: false,
    });
    expect(plain.body).toMatchObject({ role: "member", isAdmin: false, loyaltyPoints: 50 });
  });

  it("refuses a role asked for by anyone but an admin, and creates nobody", async () => {
    for (const client of [shop.client(), staff, manager]) {
      const username = uniqueName("sneaky");
      const res = await client.post("/api/register", {
        username,
        password: "a long password 12",
        role: "staff",
      });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(messages.en.forbidden);
      expect(await shop.database.db.select().from(users).where(eq(users.username, username))).toEqual([]);
    }
  });

  it("lets an admin change a member's role with `role`, audited with the actor's role", async () => {
    const { user } = await signUp(shop.client());
    const res = await admin.patch(`/api/users/${user.id}`, { role: "manager" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ role: "manager", isAdmin: false });
    const [entry] = await shop.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "user.role_changed"), eq(adminAuditLog.targetId, String(user.id))))
      .orderBy(desc(adminAuditLog.id));
    expect(entry).toMatchObject({
      actorRole: "admin",
      before: { role: "member" },
      after: { role: "manager" },
    });
  });

  it("refuses an admin changing their own role, and anyone else changing roles at all", async () => {
    const own = await admin.patch(`/api/users/${adminId}`, { role: "manager" });
    expect(own.status).toBe(403);
    expect(own.body.error).toBe(messages.en.ownRole);
    expect((await stored(adminId)).role).toBe("admin");
    const { user } = await signUp(shop.client());
    for (const client of [staff, manager]) {
      expect((await client.patch(`/api/users/${user.id}`, { role: "admin" })).status).toBe(403);
    }
    expect((await stored(user.id)).role).toBe("member");
  });

  it("refuses a role that does not exist with 400", async () => {
    const { user } = await signUp(shop.client());
    const res = await admin.patch(`/api/users/${user.id}`, { role: "owner" });
    expect(res.status).toBe(400);
    expect((await stored(user.id)).role).toBe("member");
  });

  it("filters the users tab by role", async () => {
    const res = await admin.get("/api/users?role=staff&pageSize=100");
    expect(res.status).toBe(200);
    expect(res.body.users.length).toBeGreaterThan(0);
    expect(res.body.users.every((user: { role: string }) => user.role === "staff")).toBe(true);
  });
});

describe("the menu from the counter", () => {
  it("lets staff mark a dish sold out and back, and nothing else", async () => {
    const out = await staff.patch(`/api/menu/${sambuus.id}`, { isAvailable: false });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(out.body.isAvailable).toBe(false);
    const price = await staff.patch(`/api/menu/${sambuus.id}`, { isAvailable: true, price: "1.00" });
    expect(price.status).toBe(403);
    expect(price.body.error).toBe(messages.en.forbidden);
    const [row] = await shop.database.db.select().from(menuItems).where(eq(menuItems.id, sambuus.id));
    expect(row).toMatchObject({ isAvailable: false, priceCents: 250 });
    expect((await staff.patch(`/api/menu/${sambuus.id}`, { isAvailable: true })).status).toBe(200);
    expect((await staff.delete(`/api/menu/${sambuus.id}`)).status).toBe(403);
  });

  it("lets a manager edit the menu", async () => {
    const res = await manager.patch(`/api/menu/${sambuus.id}`, { price: "2.75" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await shop.database.db.select().from(menuItems).where(eq(menuItems.id, sambuus.id));
    expect(row!.priceCents).toBe(275);
  });
});

describe("what of a customer the counter sees", () => {
  async function placeOrder(deliveryLocation: string) {
    const res = await shop.client().post("/api/orders/simple", {
      name: "Hodan Cali",
      email: "hodan@example.com",
      phone: "6125550100",
      items: [{ id: sambuus.id, name: "Sambuus", price: 2.75, quantity: 1 }],
      paymentMethod: "cash",
      deliveryLocation,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  }

  it("shows staff a pickup ticket without email or phone, and a manager the whole order", async () => {
    const id = await placeOrder("pickup");
    const ticket = (await staff.get(`/api/orders/${id}`)).body;
    expect(ticket).toMatchObject({ customerName: "Hodan Cali", customerEmail: "", customerPhone: null });
    expect(JSON.stringify(ticket)).not.toContain("hodan@example.com");
    const whole = (await manager.get(`/api/orders/${id}`)).body;
    expect(whole).toMatchObject({ customerEmail: "hodan@example.com" });
    expect(whole.customerPhone).not.toBeNull();
    const list = (await staff.get("/api/orders")).body as { id: number }[];
    expect(list.some((order) => order.id === id)).toBe(true);
    expect(JSON.stringify(list)).not.toContain("hodan@example.com");
    const moved = await staff.patch(`/api/orders/${id}/status`, { status: "in_progress" });
    expect(moved.status).toBe(200);
    expect(JSON.stringify(moved.body)).not.toContain("hodan@example.com");
  });

  it("shows staff the phone of a delivery order, which the runner calls", async () => {
    const id = await placeOrder("Store 14, second floor");
    const ticket = (await staff.get(`/api/orders/${id}`)).body;
    expect(ticket.isDelivery).toBe(true);
    expect(ticket.customerPhone).not.toBeNull();
    expect(ticket.customerEmail).toBe("");
  });

  it("pushes a staff board each new order without the customer's email", async () => {
    const origin = await listen(shop.app);
    const board = await openSocket(origin, staff);
    const id = await placeOrder("pickup");
    const created = (await board.next((m) => m.type === "order_created" && m.data.id === id)) as Extract<
      ServerMessage,
      { type: "order_created" }
    >;
    expect(created.data.customerEmail).toBe("");
    board.close();
  });
});

describe("two-factor authentication by role", () => {
  const strict = useTestShop({ requireAdminTwoFactor: true });

  it("demands it of managers and admins when the shop requires it, not of staff", async () => {
    const staffClient = (await signInWithRole(strict, "staff")).client;
    const managerClient = (await signInWithRole(strict, "manager")).client;
    expect((await staffClient.get("/api/orders")).status).toBe(200);
    const refused = await managerClient.get("/api/orders");
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(messages.en.twoFactorSetupRequired);
  });

  it("lets staff turn it on, and keeps members out of it", async () => {
    const staffClient = (await signInWithRole(strict, "staff")).client;
    expect((await staffClient.get("/api/2fa/status")).status).toBe(200);
    const member = strict.client();
    await signUp(member);
    expect((await member.get("/api/2fa/status")).status).toBe(403);
  });
});
