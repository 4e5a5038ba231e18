import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  hasPermission,
  type Permission,
  rolePermissions,
  twoFactorDemandedOf,
} from "../../contract/permissions.ts";
import type { UserRow } from "../db/schema/index.ts";
import { forbidden, HttpError, unauthorized } from "./errors.ts";

export interface CurrentSession {
  id: string;
  user: UserRow;
  twoFactorPassed: boolean;
}

/** Where the session behind a request comes from: the auth feature's session store. */
export interface SessionLoader {
  load(request: FastifyRequest): Promise<CurrentSession | undefined>;
}

declare module "fastify" {
  interface FastifyInstance {
    /** REQUIRE_ADMIN_2FA: a manager or admin without 2FA set up may use no guarded route until they set it up. */
    adminTwoFactorRequired: boolean;
  }
  interface FastifyRequest {
    /** The signed-in session, looked up once per request and only when asked for. */
    currentSession(): Promise<CurrentSession | undefined>;
    sessionLookup?: Promise<CurrentSession | undefined>;
  }
}

export const currentSessionPlugin = fp(
  async (app: FastifyInstance, options: { sessions: SessionLoader; requireAdminTwoFactor?: boolean }) => {
    app.decorate("adminTwoFactorRequired", options.requireAdminTwoFactor ?? false);
    app.decorateRequest("sessionLookup", undefined);
    app.decorateRequest("currentSession", function (this: FastifyRequest) {
      this.sessionLookup ??= options.sessions.load(this);
      return this.sessionLookup;
    });
  },
);

export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const session = await request.currentSession();
  if (!session) throw unauthorized();
  return session.user;
}

/** What a staff session still owes before permission-guarded routes answer it, or undefined when nothing. */
function twoFactorDebt(request: FastifyRequest, session: CurrentSession): HttpError | undefined {
  if (session.user.twoFactorEnabled) {
    return session.twoFactorPassed ? undefined : new HttpError(403, "twoFactorRequired");
  }
  const demanded = request.server.adminTwoFactorRequired && twoFactorDemandedOf.includes(session.user.role);
  return demanded ? new HttpError(403, "twoFactorSetupRequired") : undefined;
}

/**
 * What this session may do right now: its role's permissions once it owes no 2FA check, else none
 * (docs/architecture.md "Permissions").
 */
export async function sessionPermissions(request: FastifyRequest): Promise<readonly Permission[]> {
  const session = await request.currentSession();
  if (!session || twoFactorDebt(request, session)) return [];
  return rolePermissions[session.user.role];
}

/**
 * For a route members use too, where a permission lets the caller do more (anyone's points, every member's
 * export, anyone's order): true when the session holds it and owes nothing, false when its role lacks it, and
 * for a session that still owes the 2FA check (or its set-up) the same 403 the guarded routes answer.
 */
export async function usesPermission(request: FastifyRequest, permission: Permission): Promise<boolean> {
  const session = await request.currentSession();
  if (!session || !hasPermission(session.user.role, permission)) return false;
  const debt = twoFactorDebt(request, session);
  if (debt) throw debt;
  return true;
}

/** The signed-in user, when their role holds `permission` and their session owes no 2FA check; else 401/403. */
export async function requirePermission(request: FastifyRequest, permission: Permission): Promise<UserRow> {
  const session = await request.currentSession();
  if (!session) throw unauthorized();
  if (!hasPermission(session.user.role, permission)) throw forbidden();
  const debt = twoFactorDebt(request, session);
  if (debt) throw debt;
  return session.user;
}

/** Route hooks: they run before body validation, so a signed-out caller gets 401 rather than 400. */
export const signedIn = async (request: FastifyRequest) => {
  await requireUser(request);
};

/** A route hook that names the permission it checks, so the route table can say who may call each route. */
export type PermissionHook = ((request: FastifyRequest) => Promise<void>) & { permission: Permission };

/** The route hook of a permission: `{ onRequest: needsPermission("board") }`. */
export function needsPermission(permission: Permission): PermissionHook {
  // Named, so Fastify's printRoutes shows every guarded route by this name.
  const hook = async function permissionGuard(request: FastifyRequest) {
    await requirePermission(request, permission);
  };
  return Object.assign(hook, { permission });
}

/** The permission a route's hooks check, if one does: read by the permission matrix test and the API docs. */
export function routePermission(onRequest: unknown): Permission | undefined {
  const hooks = [onRequest].flat() as unknown[];
  const tagged = hooks.find(
    (hook): hook is PermissionHook => typeof hook === "function" && "permission" in hook,
  );
  return tagged?.permission;
}
