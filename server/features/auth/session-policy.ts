/**
 * How long a session lives (docs/architecture.md "Security", OWASP ASVS 7.3): an idle timeout and an absolute
 * lifetime, both shorter for admins. Checked on the server at every request; `last_seen_at` is written at
 * most once a minute per session, so a busy page costs no extra write per request.
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const sessionLimits = {
  member: { idleMs: 30 * DAY, lifetimeMs: 90 * DAY },
  admin: { idleMs: 30 * MINUTE, lifetimeMs: 12 * 60 * MINUTE },
} as const;

export const LAST_SEEN_EVERY_MS = MINUTE;

export interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
  isAdmin: boolean;
}

const limitsOf = (isAdmin: boolean) => (isAdmin ? sessionLimits.admin : sessionLimits.member);

export function sessionAlive(session: SessionTimes, now: Date): boolean {
  const { idleMs, lifetimeMs } = limitsOf(session.isAdmin);
  return (
    now.getTime() - session.lastSeenAt.getTime() < idleMs &&
    now.getTime() - session.createdAt.getTime() < lifetimeMs
  );
}

export function needsTouch(session: SessionTimes, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS;
}

/** The session row's (and cookie's) end: the absolute lifetime of the user's role. */
export function sessionExpiry(isAdmin: boolean, now: Date): Date {
  return new Date(now.getTime() + limitsOf(isAdmin).lifetimeMs);
}
