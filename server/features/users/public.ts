// What other features may use of the members' accounts.
export type { EmailChangedNotifier } from "./email-changed.ts";
export { findUserByUsername } from "./users.repo.ts";
export { assertAvailable, resetsOfPhoneChange } from "./users.service.ts";
