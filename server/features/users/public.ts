// What other features may use of the members' accounts.
export { findUserByUsername } from "./users.repo.ts";
export { assertAvailable } from "./users.service.ts";
