import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_MIN, USERNAME_MIN } from "../../../contract/auth-rules.ts";
import { publicUserSchema } from "../../../contract/users.ts";
import { adminAuditLog, outbox, users } from "../../db/schema/index.ts";
import {
  countRows,
  messages,
  signInAsAdmin,
  signInWithRole,
  signUp,
  type TestClient,
  uniqueName,
  useTestShop,
} from "../../test/harness.ts";

/** The users tab's calls: GET /api/users, PATCH /api/users/:id, POST /api/users/:id/email, admin sign-ups. */

const shop = useTestShop();
let admin: TestClient;
let adminId: number;

beforeAll(async () => {
  admin = shop.client();
  adminId = (await signInAsAdmin(shop, admin)).user.id;
});

async function member(fields: Record<string, unknown> = {}) {
  const client = shop.client();
  const username = (fields.username as string) ?? uniqueName("amina");
  const { user } = await signUp(client, { username, email: `${username}@example.com`, ...fields });
  return { client, user, id: user.id as number, username };
}

const auditOf = (targetId: number, action: string) =>
  shop.database.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetId, String(targetId)))
    .then((rows) => rows.filter((row) => row.action === action));

const stored = async (id: number) =>
  (await shop.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe("GET /api/users", () => {
  it("answers the specification's array without a query, with no secrets", async () => {
    const { username } = await member();
    const res = await admin.get("/api/users");
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.map((u: { username: string }) => u.username)).toContain(username);
    for (const user of res.body) expect(publicUserSchema.strict().safeParse(user).success).toBe(true);
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash|twoFactorSecret/i);
  });

  it("searches username, full name, email and phone, case-insensitively", async () => {
    const tag = uniqueName("zz");
    const a = await member({ username: `${tag}user` });
    const b = await member({ fullName: `Hodan ${tag.toUpperCase()}` });
    const c = await member({ email: `${tag}@mail.example.com` });
    const d = await member({ phone: "612 555 0987" });
    const ids = async (search: string) =>
      (await admin.get(`/api/users?search=${encodeURIComponent(search)}`)).body.users.map(
        (u: { id: number }) => u.id,
      );
    expect((await ids(tag)).sort()).toEqual([a.id, b.id, c.id].sort());
    expect(await ids("555 0987")).toEqual([d.id]);
    const res = await admin.get(`/api/users?search=${tag}`);
    expect(res.body).toMatchObject({ total: 3, page: 1, pageSize: 25 });
  });

  it("treats % and _ in a search as plain characters", async () => {
    const res = await admin.get("/api/users?search=%25");
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(0);
  });

  it("filters by role and pages through the matches", async () => {
    const admins = await admin.get("/api/users?role=admin");
    expect(admins.body.users.every((u: { isAdmin: boolean }) => u.isAdmin)).toBe(true);
    expect(admins.body.users.map((u: { id: number }) => u.id)).toContain(adminId);
    const members = await admin.get("/api/users?role=user&pageSize=2");
    expect(members.body.users).toHaveLength(2);
    expect(members.body.users.some((u: { isAdmin: boolean }) => u.isAdmin)).toBe(false);
    const second = await admin.get("/api/users?role=user&pageSize=2&page=2");
    expect(second.body.page).toBe(2);
    expect(second.body.users[0].id).not.toBe(members.body.users[0].id);
    expect(second.body.total).toBe(members.body.total);
    const all = await admin.get("/api/users?role=all&pageSize=100");
    expect(all.body.total).toBe(admins.body.total + members.body.total);
  });

  it.each(["role=owner", "page=0", "pageSize=101", "page=abc"])(
    "refuses the query %s with 400",
    async (query) => {
      const res = await admin.get(`/api/users?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toBeTruthy();
    },
  );

  it("refuses members with 403 and guests with 401", async () => {
    const { client } = await member();
    expect((await client.get("/api/users")).status).toBe(403);
    expect((await client.get("/api/users?search=a")).status).toBe(403);
    expect((await shop.client().get("/api/users")).status).toBe(401);
  });
});

describe("PATCH /api/users/:id", () => {
  it("changes name, email and phone, and records the before and after values", async () => {
    const { id, username } = await member({ fullName: "Amina Warsame", phone: "6125550100" });
    const email = `${uniqueName("new")}@example.com`;
    const res = await admin.patch(`/api/users/${id}`, {
      fullName: "Amina Cabdi",
      email,
      phone: "6125550111",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, username, fullName: "Amina Cabdi", email, phone: "6125550111" });
    expect(publicUserSchema.strict().safeParse(res.body).success).toBe(true);
    const [entry] = await auditOf(id, "user.updated");
    expect(entry).toMatchObject({
      actorId: adminId,
      targetType: "user",
      before: { fullName: "Amina Warsame", email: `${username}@example.com`, phone: "6125550100" },
      after: { fullName: "Amina Cabdi", email, phone: "6125550111" },
    });
    // The address the member had hears of it.
    const [notice] = await mailsFromAdmin(`${username}@example.com`);
    expect(notice?.subject).toBe("Your Somali Sips email address was changed");
    expect(notice?.textBody).toContain(email);
  });

  it("leaves the username and points alone, whatever the request says", async () => {
    const { id, username } = await member();
    const res = await admin.patch(`/api/users/${id}`, {
      fullName: "Hodan Cali",
      username: "renamed",
      loyaltyPoints: 9999,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username, loyaltyPoints: 50 });
    expect((await stored(id)).loyaltyPoints).toBe(50);
  });

  it("refuses a request that changes only points (400), and nothing changes", async () => {
    const { id } = await member();
    const res = await admin.patch(`/api/users/${id}`, { loyaltyPoints: 9999 });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(messages.en.nothingToUpdate);
    expect((await stored(id)).loyaltyPoints).toBe(50);
  });

  it.each([
    [{ email: "not-an-email" }, "email"],
    [{ phone: "call me" }, "phone"],
    [{ fullName: "A" }, "fullName"],
    [{ isAdmin: "yes" }, "isAdmin"],
  ])("refuses %o with 400 naming the field, and nothing changes", async (body, field) => {
    const { id } = await member({ fullName: "Amina Warsame" });
    const before = await stored(id);
    const res = await admin.patch(`/api/users/${id}`, body);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toEqual([field]);
    expect(await stored(id)).toEqual(before);
    expect(await auditOf(id, "user.updated")).toEqual([]);
  });

  it("clears email and phone sent blank", async () => {
    const { id } = await member({ phone: "6125550100" });
    const res = await admin.patch(`/api/users/${id}`, { email: "", phone: "" });
    expect(res.body).toMatchObject({ email: null, phone: null });
  });

  it("refuses another member's email with 409, in any case", async () => {
    const other = await member();
    const { id } = await member();
    const res = await admin.patch(`/api/users/${id}`, {
      email: `${other.username.toUpperCase()}@EXAMPLE.COM`,
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(messages.en.emailTaken);
    expect((await stored(id)).email).not.toBe(other.user.email);
  });

  it("switches a member to admin and back, each switch in the audit log", async () => {
    const { id, client } = await member();
    expect((await admin.patch(`/api/users/${id}`, { isAdmin: true })).body.isAdmin).toBe(true);
    expect((await client.get("/api/users")).status).toBe(200);
    expect((await admin.patch(`/api/users/${id}`, { isAdmin: false })).body.isAdmin).toBe(false);
    expect((await client.get("/api/users")).status).toBe(403);
    const entries = await auditOf(id, "user.role_changed");
    expect(entries.map((e) => [e.before, e.after])).toEqual(
      expect.arrayContaining([
        [
          { role: "member", isAdmin: false },
          { role: "admin", isAdmin: true },
        ],
        [
          { role: "admin", isAdmin: true },
          { role: "member", isAdmin: false },
        ],
      ]),
    );
  });

  it("refuses an admin removing their own admin role (403), and they stay admin", async () => {
    const res = await admin.patch(`/api/users/${adminId}`, { isAdmin: false });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(messages.en.ownRole);
    expect((await stored(adminId)).role).toBe("admin");
  });

  it("lets an admin edit their own name while keeping the role", async () => {
    const res = await admin.patch(`/api/users/${adminId}`, { fullName: "The Boss", isAdmin: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ fullName: "The Boss", isAdmin: true });
  });

  it("answers 404 for an unknown member and 400 for an id that is no id", async () => {
    expect((await admin.patch("/api/users/999999", { fullName: "Nobody Here" })).status).toBe(404);
    expect((await admin.patch("/api/users/abc", { fullName: "Nobody Here" })).status).toBe(400);
  });

  it("refuses members with 403 and guests with 401, and nothing changes", async () => {
    const { id, client } = await member();
    expect((await client.patch(`/api/users/${id}`, { isAdmin: true })).status).toBe(403);
    expect((await shop.client().patch(`/api/users/${id}`, { isAdmin: true })).status).toBe(401);
    expect((await stored(id)).role).toBe("member");
  });
});

describe("the last admin", () => {
  const lone = useTestShop();

  it("is never demoted: two admins demoting each other at once leave one admin", async () => {
    const first = lone.client();
    const second = lone.client();
    const a = (await signInAsAdmin(lone, first)).user;
    const b = (await signInAsAdmin(lone, second)).user;
    const admins = async () =>
      (await lone.database.db.select().from(users).where(eq(users.role, "admin"))).length;
    const before = await admins();
    const answers = await Promise.all([
      first.patch(`/api/users/${b.id}`, { isAdmin: false }),
      second.patch(`/api/users/${a.id}`, { isAdmin: false }),
    ]);
    const statuses = answers.map((r) => r.status).sort();
    if (before === 2) {
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const refused = answers.find((r) => r.status === 409);
      if (refused) expect(refused.body.error).toBe(messages.en.lastAdmin);
    }
    expect(await admins()).toBeGreaterThanOrEqual(1);
  });
});

describe("POST /api/register by an admin (Add User)", () => {
  it("creates an admin when asked, keeps the creator signed in as themselves, and logs it without secrets", async () => {
    const username = uniqueName("staff");
    const res = await admin.post("/api/register", {
      username,
      password: "a long staff password",
      fullName: "Staff Member",
      isAdmin: true,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username, isAdmin: true });
    expect((await admin.get("/api/user")).body.id).toBe(adminId);
    const [entry] = await auditOf(res.body.id, "user.created");
    expect(entry).toMatchObject({ actorId: adminId, after: { username, isAdmin: true } });
    expect(JSON.stringify(entry)).not.toMatch(/a long staff password|argon2|referralCode/);
  });

  it("creates a regular member without isAdmin", async () => {
    const res = await admin.post("/api/register", {
      username: uniqueName("m"),
      password: "a long password!",
    });
    expect(res.status).toBe(201);
    expect(res.body.isAdmin).toBe(false);
  });

  it("answers too_small with the minimum on a short username or password", async () => {
    const short = await admin.post("/api/register", { username: "ab", password: "short" });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: ["username"], code: "too_small", minimum: USERNAME_MIN }),
        expect.objectContaining({ path: ["password"], code: "too_small", minimum: PASSWORD_MIN }),
      ]),
    );
  });

  it("refuses isAdmin from a member or a guest with 403, and creates nobody", async () => {
    const { client } = await member();
    const before = await countRows(shop, users);
    const asMember = await client.post("/api/register", {
      username: uniqueName("sneaky"),
      password: "a long password!",
      isAdmin: true,
    });
    expect(asMember.status).toBe(403);
    const asGuest = await shop.client().post("/api/register", {
      username: uniqueName("sneaky"),
      password: "a long password!",
      isAdmin: true,
    });
    expect(asGuest.status).toBe(403);
    expect(await countRows(shop, users)).toBe(before);
  });

  it("still lets a guest register with isAdmin false", async () => {
    const res = await shop
      .client()
      .post("/api/register", { username: uniqueName("g"), password: "a long password!", isAdmin: false });
    expect(res.status).toBe(201);
  });
});

/** Mails to the member but the verification link every new member is sent at registration. */
async function mailsFromAdmin(email: string) {
  const mails = await shop.database.db.select().from(outbox).where(eq(outbox.recipient, email));
  return mails.filter((mail) => !mail.textBody.includes("/verify-email?"));
}

describe("POST /api/users/:id/email", () => {
  it("sends the message in the member's language layout, keeps it in the outbox and logs it", async () => {
    const { id, user, client } = await member({ fullName: "Hodan Cali" });
    await client.patch("/api/user/preferences", { languagePreference: "so" });
    const res = await admin.post(`/api/users/${id}/email`, {
      subject: "Your catering order",
      message: "We can do 30 people.\n\nSee you soon.",
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    const [mail] = await mailsFromAdmin(user.email);
    expect(mail).toMatchObject({ subject: "Your catering order", language: "so" });
    expect(mail!.htmlBody).toContain('lang="so"');
    expect(mail!.htmlBody).toContain("Salaan Hodan Cali,");
    expect(mail!.textBody).toContain("We can do 30 people.");
    const [entry] = await auditOf(id, "user.emailed");
    expect(entry).toMatchObject({ after: { to: user.email, subject: "Your catering order" } });
  });

  it("escapes the admin's text in the HTML", async () => {
    const { id, user } = await member();
    await admin.post(`/api/users/${id}/email`, { subject: "Hi", message: "<script>x</script>" });
    const [mail] = await mailsFromAdmin(user.email);
    expect(mail!.htmlBody).not.toContain("<script>");
  });

  it.each([
    [{ message: "Hello" }, "subjectRequired"],
    [{ subject: "  ", message: "Hello" }, "subjectRequired"],
    [{ subject: "Hello" }, "messageRequired"],
    [{ subject: "Hello", message: "" }, "messageRequired"],
  ] as const)("refuses %o with 400, and sends nothing", async (body, key) => {
    const { id, user } = await member();
    const res = await admin.post(`/api/users/${id}/email`, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(messages.en[key]);
    expect(await mailsFromAdmin(user.email)).toEqual([]);
  });

  it("refuses a member without an email (400 'No email available')", async () => {
    const client = shop.client();
    const { user } = await signUp(client);
    const res = await admin.post(`/api/users/${user.id}/email`, { subject: "Hi", message: "Hello" });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(messages.en.noEmailAvailable);
    expect(await auditOf(user.id, "user.emailed")).toEqual([]);
  });

  it("answers 404 for an unknown member, 403 to members and 401 to guests", async () => {
    const { id, client } = await member();
    const body = { subject: "Hi", message: "Hello" };
    expect((await admin.post("/api/users/999999/email", body)).status).toBe(404);
    expect((await client.post(`/api/users/${id}/email`, body)).status).toBe(403);
    expect((await shop.client().post(`/api/users/${id}/email`, body)).status).toBe(401);
  });
});

describe("POST /api/users/:id/password", () => {
  const fresh = "cardamom kettle by the window";

  it("gives a staff member who forgot theirs a new password: the old one and every browser of theirs are out", async () => {
    const { id, username, client, password } = await (async () => {
      const made = await member();
      await shop.database.db.update(users).set({ role: "staff" }).where(eq(users.id, made.id));
      return { ...made, password: "correct horse battery staple" };
    })();
    expect((await client.get("/api/user")).status).toBe(200);

    const res = await admin.post(`/api/users/${id}/password`, { newPassword: fresh });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await client.get("/api/user")).status).toBe(401);
    expect((await shop.client().post("/api/login", { username, password })).status).toBe(401);
    expect((await shop.client().post("/api/login", { username, password: fresh })).status).toBe(200);
    const [entry] = await auditOf(id, "user.password_set");
    expect(entry).toMatchObject({ actorId: adminId, targetType: "user" });
    expect(JSON.stringify(entry)).not.toContain(fresh);
    // The member hears of it by mail too, never with the password itself.
    const [notice] = await mailsFromAdmin(`${username}@example.com`);
    expect(notice?.subject).toBe("Your Somali Sips password was changed");
    expect(notice?.textBody).not.toContain(fresh);
  });

  it("tells a member who reads Somali in Somali", async () => {
    const { id, username } = await member();
    await shop.database.db.update(users).set({ languagePreference: "so" }).where(eq(users.id, id));
    expect((await admin.post(`/api/users/${id}/password`, { newPassword: fresh })).status).toBe(200);
    const [notice] = await mailsFromAdmin(`${username}@example.com`);
    expect(notice).toMatchObject({
      subject: "Furahaaga sirta ah ee Somali Sips waa la beddelay",
      language: "so",
    });
  });

  it.each([
    ["no password", () => ({}), /newPassword is required/],
    ["a short one", () => ({ newPassword: "short" }), /^Password must be at least 8 characters/],
    ["one that holds the username", (username: string) => ({ newPassword: `${username}-kettle` }), null],
    ["one letter over and over", () => ({ newPassword: "aaaaaaaaaaaa" }), null],
  ] as const)("refuses %s with 400 and changes nothing", async (_name, body, text) => {
    const { id, username } = await member();
    const before = (await stored(id)).passwordHash;
    const res = await admin.post(`/api/users/${id}/password`, body(username));
    expect(res.status).toBe(400);
    if (text) expect(res.body.error).toMatch(text);
    // The refusal names the form's field, so the dialog shows it there.
    expect(res.body.errors?.[0]?.path).toEqual(["newPassword"]);
    expect((await stored(id)).passwordHash).toBe(before);
    expect(await auditOf(id, "user.password_set")).toEqual([]);
  });

  it("is not for an admin's account, the owner's own included, and answers 404 for no one", async () => {
    const other = await member();
    await shop.database.db.update(users).set({ role: "admin" }).where(eq(users.id, other.id));
    for (const id of [other.id, adminId]) {
      const res = await admin.post(`/api/users/${id}/password`, { newPassword: fresh });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(messages.en.adminPassword);
    }
    expect((await admin.post("/api/users/999999/password", { newPassword: fresh })).status).toBe(404);
    expect((await admin.post("/api/users/abc/password", { newPassword: fresh })).status).toBe(400);
  });

  it("is refused to guests (401), and to members and staff (403), in Somali too", async () => {
    const { id } = await member();
    const before = (await stored(id)).passwordHash;
    expect((await shop.client().post(`/api/users/${id}/password`, { newPassword: fresh })).status).toBe(401);
    for (const role of ["member", "staff"] as const) {
      const { client } = await signInWithRole(shop, role);
      client.language = "so";
      const res = await client.post(`/api/users/${id}/password`, { newPassword: fresh });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(messages.so.forbidden);
    }
    expect((await stored(id)).passwordHash).toBe(before);
  });
});
