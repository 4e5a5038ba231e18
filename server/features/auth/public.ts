// What other features may use of sign-in: the password rules and hashing, for the owner's panel setting a
// staff member's new password (features/admin/admin-users.service.ts).
export { assertAcceptablePassword } from "./account.service.ts";
export { hashPassword } from "./passwords.ts";
