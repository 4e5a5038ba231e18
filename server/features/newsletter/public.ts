// What other features may use of the newsletter: a member's marketing switch moves their subscription, and a
// subscription that waits for its confirmation gets the link mailed.
export type { ConfirmationMailer } from "./confirmation-mailer.ts";
export { followMarketingChoice } from "./newsletter.service.ts";
