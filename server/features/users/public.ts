// What other features may use of the members' accounts.
export { findUserByUsername } from "./users.repo.ts";
export { assertAvailable, resetsOfPhoneChange } from "./users.service.ts";
