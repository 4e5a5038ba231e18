import { describe, expect, it } from "vitest";
import { adminUserUpdateSchema, roleChangeRefusal, usersQuerySchema } from "./admin-users.ts";

const change = { actorId: 1, targetId: 2, from: "admin", to: "member", adminCount: 2 } as const;

describe("roleChangeRefusal", () => {
  it("lets an admin demote another admin while another admin remains", () => {
    expect(roleChangeRefusal(change)).toBeNull();
  });
  it("refuses anyone changing their own role", () => {
    expect(roleChangeRefusal({ ...change, targetId: 1 })).toBe("ownRole");
    expect(roleChangeRefusal({ ...change, targetId: 1, from: "manager", to: "admin" })).toBe("ownRole");
  });
  it("refuses demoting the last admin, to any role", () => {
    expect(roleChangeRefusal({ ...change, adminCount: 1 })).toBe("lastAdmin");
    expect(roleChangeRefusal({ ...change, to: "manager", adminCount: 1 })).toBe("lastAdmin");
  });
  it("never refuses promoting, moving between other roles, or keeping a role", () => {
    expect(roleChangeRefusal({ ...change, from: "member", to: "admin", adminCount: 1 })).toBeNull();
    expect(roleChangeRefusal({ ...change, from: "staff", to: "manager", adminCount: 1 })).toBeNull();
    expect(roleChangeRefusal({ ...change, from: "admin", to: "admin", targetId: 1 })).toBeNull();
  });
});

describe("adminUserUpdateSchema", () => {
  it("drops the username and points, which this form cannot change", () => {
    expect(adminUserUpdateSchema.parse({ fullName: "Hodan", username: "x", loyaltyPoints: 5 })).toEqual({
      fullName: "Hodan",
    });
  });
  it("refuses a request that changes nothing", () => {
    expect(adminUserUpdateSchema.safeParse({ loyaltyPoints: 5 }).success).toBe(false);
  });
  it("clears blank contact fields", () => {
    expect(adminUserUpdateSchema.parse({ email: "", phone: " " })).toEqual({ email: null, phone: null });
  });
});

describe("usersQuerySchema", () => {
  it("reads page numbers written as digits, and refuses others", () => {
    expect(usersQuerySchema.parse({ page: "2", pageSize: "10" })).toMatchObject({ page: 2, pageSize: 10 });
    expect(usersQuerySchema.safeParse({ pageSize: "1000" }).success).toBe(false);
    expect(usersQuerySchema.safeParse({ role: "owner" }).success).toBe(false);
  });
});
