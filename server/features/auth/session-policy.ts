import type { Role } from "../../../contract/permissions.ts";

/**
 * How long a session lives (docs/architecture.md "Security", OWASP ASVS 7.3): an idle timeout and an absolute
 * lifetime, both shorter for admins. Checked on the server at every request; `last_seen_at` is written at
 * most once a minute per session, so a busy page costs no extra write per request.
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const HOUR = 60 * MINUTE;

/**
 * By role: a member stays signed in for weeks; whoever works at the café is signed out after half an hour
 * idle (an open order board counts as active, realtime.plugin.ts) and at the end of a long shift at the latest.
 */
export const sessionLimits: Record<Role, { idleMs: number; lifetimeMs: number }> = {
  member: { idleMs: 30 * DAY, lifetimeMs: 90 * DAY },
  staff: { idleMs: 30 * MINUTE, lifetimeMs: 14 * HOUR },
  manager: { idleMs: 30 * MINUTE, lifetimeMs: 14 * HOUR },
  admin: { idleMs: 30 * MINUTE, lifetimeMs: 12 * HOUR },
};

export const LAST_SEEN_EVERY_MS = MINUTE;

export interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
  role: Role;
}

export function sessionAlive(session: SessionTimes, now: Date): boolean {
  const { idleMs, lifetimeMs } = sessionLimits[session.role];
  return (
    now.getTime() - session.lastSeenAt.getTime() < idleMs &&
    now.getTime() - session.createdAt.getTime() < lifetimeMs
  );
}

export function needsTouch(session: SessionTimes, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS;
}

/** The session row's (and cookie's) end: the absolute lifetime of the user's role. */
export function sessionExpiry(role: Role, now: Date): Date {
  return new Date(now.getTime() + sessionLimits[role].lifetimeMs);
}
