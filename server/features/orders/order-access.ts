import { createHash, randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { OrderRow } from "../../db/schema/index.ts";
import { usesPermission } from "../../lib/guards.ts";
import { signedTokens } from "../../lib/signed-token.ts";

const GUEST_COOKIE = "guest";
const digest = (token: string) => createHash("sha256").update(token).digest("base64url");

const TOKEN_BYTES = 32;
let randomPool = Buffer.alloc(0);
let randomUsed = 0;

/**
 * A new guest token: 32 bytes from the system's random source, drawn for 128 tokens at a time, since one draw
 * per guest order cost as much as signing the order's cookie (bench/orders.ts). No byte is handed out twice.
 */
function newGuestToken(): string {
  if (randomUsed + TOKEN_BYTES > randomPool.length) {
    randomPool = randomBytes(TOKEN_BYTES * 128);
    randomUsed = 0;
  }
  const token = randomPool.toString("base64url", randomUsed, randomUsed + TOKEN_BYTES);
  randomUsed += TOKEN_BYTES;
  return token;
}

/**
 * Who may see an order (docs/architecture.md "Orders"): its owner, admins, the browser that placed it as a
 * guest, or whoever holds its signed tracking link. Everyone else is told it does not exist.
 */
export function orderAccess(secret: string, secureCookies: boolean) {
  const tokens = signedTokens(secret, "order");
  const sign = (orderId: number) => tokens.sign(String(orderId));

  function guestToken(request: FastifyRequest): string | undefined {
    const raw = request.cookies[GUEST_COOKIE];
    if (!raw) return undefined;
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid && unsigned.value ? unsigned.value : undefined;
  }

  /** The guest cookie's hash for a new order, creating the cookie the first time. */
  function guestTokenHashFor(request: FastifyRequest, reply: FastifyReply): string {
    let token = guestToken(request);
    if (!token) {
      token = newGuestToken();
      reply.setCookie(GUEST_COOKIE, token, {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: secureCookies,
        signed: true,
        maxAge: 60 * 60 * 24 * 30,
      });
    }
    return digest(token);
  }

  const validTrackingToken = (orderId: number, token: unknown) => tokens.verify(String(orderId), token);

  /** The order's own customer: its member, the guest browser that placed it, or the holder of its link. */
  async function owns(request: FastifyRequest, order: OrderRow, token?: unknown): Promise<boolean> {
    if (validTrackingToken(order.id, token)) return true;
    const session = await request.currentSession();
    if (session && order.userId === session.user.id) return true;
    const guest = guestToken(request);
    return Boolean(guest && order.guestTokenHash && digest(guest) === order.guestTokenHash);
  }

  async function canSee(request: FastifyRequest, order: OrderRow, token?: unknown): Promise<boolean> {
    return (await owns(request, order, token)) || (await usesPermission(request, "orders.read"));
  }

  /** The hash of the browser's guest cookie, as orders store it; undefined without a valid cookie. */
  function guestTokenHash(request: FastifyRequest): string | undefined {
    const token = guestToken(request);
    return token ? digest(token) : undefined;
  }

  return { trackingToken: sign, validTrackingToken, guestTokenHash, guestTokenHashFor, owns, canSee };
}

export type OrderAccess = ReturnType<typeof orderAccess>;
