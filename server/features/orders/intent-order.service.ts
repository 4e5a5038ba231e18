import type { Language } from "../../../contract/language.ts";
import type { IntentForItems } from "../../../contract/payments.ts";
import type { Db } from "../../db/client.ts";
import type { OrderRow, UserRow } from "../../db/schema/index.ts";
import { HttpError } from "../../lib/errors.ts";
import type { OrderLifecycle } from "./order-lifecycle.ts";
import { fromIntentItems } from "./order-request.ts";
import { placeOrder } from "./place-order.service.ts";

interface Caller {
  member: UserRow | undefined;
  /** The guest cookie's hash when nobody is signed in, so that browser can follow the order. */
  guestTokenHash: string | null;
  language: Language;
  /** The shop's clock now: the order's time is judged against the opening hours. */
  now: Date;
}

/**
 * The card order behind a payment intent asked for with items instead of an order (docs/api.md):
 * placed like any other order, priced from the menu, waiting for its money for the usual 30 minutes.
 */
export async function placeIntentOrder(
  db: Db,
  lifecycle: OrderLifecycle,
  body: IntentForItems,
  caller: Caller,
): Promise<OrderRow> {
  const { member } = caller;
  const own = member
    ? { name: member.fullName ?? member.username, email: member.email ?? "", phone: member.phone }
    : { name: "", email: "", phone: null };
  const request = fromIntentItems(body, own);
  // A guest has no profile to name the order after: the receipt and the counter need a name.
  if (request.customer.name.length < 2) throw new HttpError(400, "nameRequired", {}, "name");
  const { order } = await placeOrder(
    db,
    request,
    {
      userId: member?.id ?? null,
      guestTokenHash: caller.guestTokenHash,
      language: caller.language,
      now: caller.now,
    },
    lifecycle,
  );
  return order;
}
