// What other features may use of sign-in: the password rules, hashing and replacing a password, for the
// owner's panel setting a staff member's new one (features/admin/admin-users.service.ts).
export { assertAcceptablePassword, replacePassword } from "./account.service.ts";
export { hashPassword } from "./passwords.ts";
