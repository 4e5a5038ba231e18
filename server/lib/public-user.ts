import { isAdminRole, rolePermissions } from "../../contract/permissions.ts";
import type { PublicUser } from "../../contract/users.ts";
import type { UserRow } from "../db/schema/index.ts";

/** The only way a user leaves the server: an explicit list of fields, so no secret can slip out. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    email: row.email,
    emailVerified: row.emailVerified,
    phone: row.phone,
    isAdmin: isAdminRole(row.role),
    role: row.role,
    permissions: [...rolePermissions[row.role]],
    twoFactorEnabled: row.twoFactorEnabled,
    hasPassword: row.passwordSet,
    googleLinked: row.googleSubject !== null,
    loyaltyPoints: row.loyaltyPoints,
    referralCode: row.referralCode,
    referredBy: row.referredBy,
    phoneVerified: row.phoneVerified,
    dietaryPreferences: row.dietaryPreferences,
    languagePreference: row.languagePreference === "so" ? "so" : "en",
    acceptSmsMarketing: row.acceptSmsMarketing,
    acceptEmailMarketing: row.acceptEmailMarketing,
    receiveOrderUpdates: row.receiveOrderUpdates,
    receivePointsUpdates: row.receivePointsUpdates,
    receivePromotions: row.receivePromotions,
    birthMonth: row.birthMonth,
    birthDay: row.birthDay,
    createdAt: row.createdAt.toISOString(),
  };
}
