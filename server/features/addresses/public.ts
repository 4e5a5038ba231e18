// What other features may use of saved addresses: quick checkout delivers to one of the member's own.
export { ownAddressLine } from "./addresses.service.ts";
