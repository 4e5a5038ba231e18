import { type Role, rolePermissions } from "@contract/permissions.ts";
import type { PublicUser } from "@contract/users.ts";
import { answer } from "./answers.ts";

/** A signed-in member reading English, with whatever `fields` change. */
export function aMember(fields: Partial<PublicUser> = {}): PublicUser {
  const role = fields.role ?? "member";
  return {
    id: 41,
    username: "hodan",
    fullName: "Hodan Ali",
    email: "hodan@example.com",
    emailVerified: true,
    phone: null,
    isAdmin: role === "admin",
    role,
    permissions: [...rolePermissions[role]],
    twoFactorEnabled: false,
    hasPassword: true,
    googleLinked: false,
    loyaltyPoints: 0,
    referralCode: "HODAN1",
    referredBy: null,
    phoneVerified: false,
    dietaryPreferences: "",
    languagePreference: "en",
    acceptSmsMarketing: false,
    acceptEmailMarketing: false,
    receiveOrderUpdates: true,
    receivePointsUpdates: true,
    receivePromotions: false,
    birthMonth: null,
    birthDay: null,
    createdAt: "2026-11-01T09:00:00.000Z",
    ...fields,
  };
}

/** The session's answer: `who` signed in (a role stands for a member of that role), or no one. */
export function signedInAs(who: Role | PublicUser | null) {
  const user = typeof who === "string" ? aMember({ role: who }) : who;
  return answer("GET /api/session", () => ({ user }));
}
