import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "../../db/schema/index.ts";
import { signInAsAdmin, signInWithRole, signUp, type TestClient, useTestShop } from "../../test/harness.ts";
import { sessionLimits } from "./session-policy.ts";
import { sessionStore } from "./sessions.ts";

const shop = useTestShop();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

async function sessionOf(userId: number) {
  const [row] = await shop.database.db.select().from(sessions).where(eq(sessions.userId, userId));
  return row;
}

/** Moves a user's session back in time, as if it had been opened and last used that long ago. */
async function age(userId: number, { openedMsAgo, seenMsAgo }: { openedMsAgo: number; seenMsAgo: number }) {
  const now = Date.now();
  await shop.database.db
    .update(sessions)
    .set({ createdAt: new Date(now - openedMsAgo), lastSeenAt: new Date(now - seenMsAgo) })
    .where(eq(sessions.userId, userId));
}

async function member() {
  const client = shop.client();
  const { user } = await signUp(client);
  return { client, id: user.id as number };
}

async function admin() {
  const client = shop.client();
  const { user } = await signInAsAdmin(shop, client);
  return { client, id: user.id as number };
}

const signedIn = async (client: TestClient) => (await client.get("/api/user")).status === 200;

describe("idle timeout", () => {
  it("keeps a member idle for 29 days and ends one idle for 30", async () => {
    const a = await member();
    await age(a.id, { openedMsAgo: 29 * DAY, seenMsAgo: 29 * DAY });
    expect(await signedIn(a.client)).toBe(true);
    const b = await member();
    await age(b.id, { openedMsAgo: 31 * DAY, seenMsAgo: sessionLimits.member.idleMs + MINUTE });
    expect(await signedIn(b.client)).toBe(false);
    expect(await sessionOf(b.id)).toBeUndefined();
  });

  it("keeps an admin idle for 29 minutes and ends one idle for 31", async () => {
    const a = await admin();
    await age(a.id, { openedMsAgo: 29 * MINUTE, seenMsAgo: 29 * MINUTE });
    expect(await signedIn(a.client)).toBe(true);
    expect((await a.client.get("/api/users")).status).toBe(200);
    const b = await admin();
    await age(b.id, { openedMsAgo: 31 * MINUTE, seenMsAgo: 31 * MINUTE });
    expect((await b.client.get("/api/users")).status).toBe(401);
    expect(await sessionOf(b.id)).toBeUndefined();
  });

  it("counts idle time from the last request: a used session lives on", async () => {
    const a = await admin();
    await age(a.id, { openedMsAgo: 2 * 60 * MINUTE, seenMsAgo: 20 * MINUTE });
    expect(await signedIn(a.client)).toBe(true);
    const seen = (await sessionOf(a.id))!.lastSeenAt.getTime();
    expect(Date.now() - seen).toBeLessThan(MINUTE);
  });

  it("writes last seen at most once a minute", async () => {
    const a = await member();
    await age(a.id, { openedMsAgo: 10_000, seenMsAgo: 10_000 });
    const before = (await sessionOf(a.id))!.lastSeenAt.getTime();
    expect(await signedIn(a.client)).toBe(true);
    expect((await sessionOf(a.id))!.lastSeenAt.getTime()).toBe(before);
    await age(a.id, { openedMsAgo: 2 * MINUTE, seenMsAgo: 2 * MINUTE });
    expect(await signedIn(a.client)).toBe(true);
    expect((await sessionOf(a.id))!.lastSeenAt.getTime()).toBeGreaterThan(before);
  });
});

describe("absolute lifetime", () => {
  it("ends a member's session 90 days after sign-in, however busy", async () => {
    const a = await member();
    await age(a.id, { openedMsAgo: 89 * DAY, seenMsAgo: 0 });
    expect(await signedIn(a.client)).toBe(true);
    await age(a.id, { openedMsAgo: sessionLimits.member.lifetimeMs + MINUTE, seenMsAgo: 0 });
    expect(await signedIn(a.client)).toBe(false);
  });

  it("ends an admin's session 12 hours after sign-in, however busy", async () => {
    const a = await admin();
    await age(a.id, { openedMsAgo: 11 * 60 * MINUTE, seenMsAgo: 0 });
    expect(await signedIn(a.client)).toBe(true);
    await age(a.id, { openedMsAgo: sessionLimits.admin.lifetimeMs + MINUTE, seenMsAgo: 0 });
    expect(await signedIn(a.client)).toBe(false);
  });

  it("sets the cookie and the row to end with the role's lifetime", async () => {
    const client = shop.client();
    const res = await client.post("/api/register", {
      username: `life${Date.now()}`,
      password: "correct horse battery staple",
    });
    const row = await sessionOf(res.body.id);
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(lifetime - sessionLimits.member.lifetimeMs)).toBeLessThan(MINUTE);
    const a = await admin();
    const adminRow = await sessionOf(a.id);
    expect(adminRow!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(sessionLimits.admin.lifetimeMs);
  });
});

describe("a staff member's shift at an open board", () => {
  it("is kept alive by the board's socket while idle, and ends at the shift's lifetime", async () => {
    const { client, user } = await signInWithRole(shop, "staff");
    const store = sessionStore(shop.database.db, { secureCookies: false });
    // Forty minutes without a request, but the board's socket has been open all along.
    await age(user.id, { openedMsAgo: 2 * 60 * MINUTE, seenMsAgo: 40 * MINUTE });
    const row = await sessionOf(user.id);
    expect(await store.keepAlive(row!.id)).toBe(true);
    expect(await signedIn(client)).toBe(true);
    await age(user.id, { openedMsAgo: sessionLimits.staff.lifetimeMs + MINUTE, seenMsAgo: 0 });
    expect(await store.keepAlive(row!.id)).toBe(false);
    expect(await signedIn(client)).toBe(false);
    expect(await store.keepAlive("no-such-session")).toBe(false);
  });

  it("ends after half an hour idle without a board", async () => {
    const { client, user } = await signInWithRole(shop, "staff");
    await age(user.id, { openedMsAgo: 60 * MINUTE, seenMsAgo: 31 * MINUTE });
    expect(await signedIn(client)).toBe(false);
  });
});
