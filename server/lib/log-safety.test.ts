import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop, uniqueName } from "../test/harness.ts";

/** docs/architecture.md "Security": no secret or personal value is written to a log. */

let lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ logStream: capture });
});
afterAll(() => shop.close());

describe("the log of a failed query", () => {
  it("names the fault but holds no bind parameter: no email, phone, name or password hash", async () => {
    // Every new member is now refused by the database itself, after the password is hashed.
    await shop.database.db.execute(
      sql`ALTER TABLE users ADD CONSTRAINT no_new_members CHECK (id < 0) NOT VALID`,
    );
    lines = [];
    const username = uniqueName("leaky");
    const member = { username, password: "a long secret passphrase", email: "hodan.private@example.com" };
    const response = await shop.client().post("/api/register", { ...member, phone: "+1 612 555 0199" });
    expect(response.status).toBe(500);
    const log = lines.join("");
    expect(log).toContain("unhandled error");
    expect(log).toContain("23514");
    expect(log).toContain("no_new_members");
    for (const secret of ["hodan.private", "555 0199", "$argon2", username, "a long secret passphrase"])
      expect(log).not.toContain(secret);
    await shop.database.db.execute(sql`ALTER TABLE users DROP CONSTRAINT no_new_members`);
  });
});

describe("the log of a request's headers", () => {
  it("redacts cookies and credentials", () => {
    lines = [];
    shop.app.log.warn(
      { headers: { cookie: "session=s3cr3t", authorization: "Bearer t0k3n", "set-cookie": "guest=g0" } },
      "headers",
    );
    const log = lines.join("");
    expect(log).toContain("[redacted]");
    for (const secret of ["s3cr3t", "t0k3n", "g0"]) expect(log).not.toContain(secret);
  });
});
