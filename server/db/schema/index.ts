export * from "./addresses.ts";
export * from "./menu.ts";
export * from "./orders.ts";
export * from "./outbox.ts";
export * from "./sessions.ts";
export * from "./users.ts";
