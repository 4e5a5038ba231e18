// What other features may use of the newsletter: a member's marketing switch moves their subscription.
export { followMarketingChoice } from "./newsletter.service.ts";
