// What other features may use of Somali Sip Points: the welcome bonus and the ledger's one way to credit.
export { credit } from "./ledger.ts";
export { pointsEarnedBy, settleRefundPoints } from "./refund-points.ts";
export { grantWelcomeBonus } from "./welcome-bonus.ts";
