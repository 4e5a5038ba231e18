// What other features may use of sign-in: the password rules, hashing and replacing a password, and the mail
// telling a member their password changed, for the owner's panel setting a staff member's new one
// (features/admin/admin-users.service.ts and admin-users.routes.ts).
export { assertAcceptablePassword, replacePassword } from "./account.service.ts";
export type { PasswordChangedNotifier } from "./password-changed.ts";
export { hashPassword } from "./passwords.ts";
