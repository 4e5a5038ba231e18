import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema/index.ts";
import { signUp, uniqueName, useTestShop } from "../../test/harness.ts";
import { adminSignInLines, bootstrapAdmin, ensureAdmin } from "./admin-bootstrap.ts";

const shop = useTestShop();
const dataDir = () => mkdtempSync(path.join(tmpdir(), "bootstrap-"));

async function row(username: string) {
  const [found] = await shop.database.db.select().from(users).where(eq(users.username, username));
  return found!;
}

describe("admin bootstrap from ADMIN_USERNAME and ADMIN_PASSWORD", () => {
  it("creates the admin at the first start", async () => {
    const username = uniqueName("boss");
    const result = await bootstrapAdmin(shop.database.db, {
      username,
      password: "first admin password",
      dataDir: dataDir(),
    });
    expect(result).toMatchObject({ username, source: "environment" });
    expect((await row(username)).role).toBe("admin");
  });

  it("leaves the admin signed in when a restart brings the same password", async () => {
    const username = uniqueName("boss");
    const password = "same admin password";
    await ensureAdmin(shop.database.db, username, password);
    const client = shop.client();
    expect((await client.post("/api/login", { username, password })).status).toBe(200);
    const hashBefore = (await row(username)).passwordHash;

    expect(await ensureAdmin(shop.database.db, username, password)).toBe("unchanged");
    await bootstrapAdmin(shop.database.db, { username, password, dataDir: dataDir() });
    expect((await client.get("/api/user")).status).toBe(200);
    expect((await row(username)).passwordHash).toBe(hashBefore);
  });

  it("resets the password and signs the admin out when ADMIN_PASSWORD really changed", async () => {
    const username = uniqueName("boss");
    await ensureAdmin(shop.database.db, username, "old admin password");
    const client = shop.client();
    expect((await client.post("/api/login", { username, password: "old admin password" })).status).toBe(200);

    expect(await ensureAdmin(shop.database.db, username, "new admin password")).toBe("reset");
    expect((await client.get("/api/user")).status).toBe(401);
    const id = (await row(username)).id;
    expect(await shop.database.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect(
      (await shop.client().post("/api/login", { username, password: "old admin password" })).status,
    ).toBe(401);
    expect(
      (await shop.client().post("/api/login", { username, password: "new admin password" })).status,
    ).toBe(200);
  });

  it("makes a member of that name an admin even with the same password, and ends their sessions", async () => {
    const member = shop.client();
    const { username, password } = await signUp(member);
    expect(await ensureAdmin(shop.database.db, username, password)).toBe("reset");
    expect((await row(username)).role).toBe("admin");
    expect((await member.get("/api/user")).status).toBe(401);
  });
});

describe("what the start-up prints about the admin", () => {
  it("never prints a password given in the environment", () => {
    const lines = adminSignInLines(
      { username: "boss", password: "a long secret password", source: "environment" },
      "http://localhost:5000",
    ).join("\n");
    expect(lines).toContain('"boss"');
    expect(lines).not.toContain("a long secret password");
  });

  it("prints the generated password and where it is kept, as the README says", () => {
    const lines = adminSignInLines(
      {
        username: "admin",
        password: "generated123",
        source: "generated",
        file: "/data/admin-credentials.txt",
      },
      "http://localhost:5000",
    ).join("\n");
    expect(lines).toContain('password "generated123"');
    expect(lines).toContain("/data/admin-credentials.txt");
  });

  it("says how to make an admin when there is none to announce", () => {
    expect(adminSignInLines(undefined, "http://localhost:5000").join("\n")).toContain("ADMIN_USERNAME");
  });
});
