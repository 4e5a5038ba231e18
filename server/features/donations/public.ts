// What other features may use of donations: the gift added at checkout moves with the order's payment.
export { settleOrderDonations } from "./order-donations.ts";
