import type { FastifyRequest } from "fastify";
import { trackingPath } from "../../../contract/order-status.ts";
import type { Db } from "../../db/client.ts";
import { HttpError } from "../../lib/errors.ts";
import { usesPermission } from "../../lib/guards.ts";
import { publicOrigin } from "../../lib/public-origin.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";
import type { OrderAccess } from "./order-access.ts";
import { visibleOrder } from "./order-queries.service.ts";
import { orderView } from "./order-view.ts";
import { receiptEmail } from "./receipt-email.ts";

interface ReceiptRequest {
  orderId: number;
  /** Another address than the order's own. */
  email?: string | undefined;
  /** The order's signed tracking token, for a guest on another browser. */
  token?: string | undefined;
}

/**
 * Emails an order's receipt to whoever may see the order. Another address than the order's own only for its
 * member or an admin: the café's mail is no relay.
 */
export async function sendReceipt(
  { db, access, email }: { db: Db; access: OrderAccess; email: EmailSender },
  request: FastifyRequest,
  input: ReceiptRequest,
): Promise<void> {
  const row = await visibleOrder(db, access, request, input.orderId, input.token);
  const other = input.email && input.email !== row.customerEmail.toLowerCase();
  const session = await request.currentSession();
  const trusted = async () =>
    (session && session.user.id === row.userId) || (await usesPermission(request, "customers.contact"));
  if (other && !(await trusted())) throw new HttpError(403, "receiptOwnEmail", {}, "email");
  const view = await orderView(db, row);
  const trackingUrl = `${publicOrigin(request)}${trackingPath(row.id, access.trackingToken(row.id))}`;
  // The receipt speaks the language the customer ordered in, whoever asks for it.
  const language = row.language === "so" ? "so" : "en";
  await email.send(receiptEmail(view, input.email ?? row.customerEmail, language, trackingUrl));
}
