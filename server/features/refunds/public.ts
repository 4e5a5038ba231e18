/** What other features read of refunds: how a cancellation's refund is known (the close-out names it). */
export { cancellationRefundKey } from "./refund.service.ts";
