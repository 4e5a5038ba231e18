import { accountEndpoints } from "./account.ts";
import { addressEndpoints } from "./addresses.ts";
import { adminEndpoints } from "./admin.ts";
import { authEndpoints } from "./auth.ts";
import { contactEndpoints } from "./contact.ts";
import { contentEndpoints } from "./content.ts";
import { donationEndpoints } from "./donations.ts";
import { loyaltyEndpoints } from "./loyalty.ts";
import { menuEndpoints } from "./menu.ts";
import { newsletterEndpoints } from "./newsletter.ts";
import { orderingHoursEndpoints } from "./ordering-hours.ts";
import { orderEndpoints } from "./orders.ts";
import { paymentEndpoints } from "./payments.ts";
import { referralEndpoints } from "./referrals.ts";
import { refundEndpoints } from "./refunds.ts";
import { reportEndpoints } from "./reports.ts";
import { settingsEndpoints } from "./settings.ts";
import { shiftSummaryEndpoints } from "./shift-summary.ts";
import { twoFactorEndpoints } from "./two-factor.ts";

/** Every group of contract/endpoints/, one per feature: add a feature's group here. */
export const endpointGroups = {
  account: accountEndpoints,
  addresses: addressEndpoints,
  admin: adminEndpoints,
  auth: authEndpoints,
  contact: contactEndpoints,
  content: contentEndpoints,
  donations: donationEndpoints,
  loyalty: loyaltyEndpoints,
  menu: menuEndpoints,
  newsletter: newsletterEndpoints,
  orderingHours: orderingHoursEndpoints,
  orders: orderEndpoints,
  payments: paymentEndpoints,
  referrals: referralEndpoints,
  refunds: refundEndpoints,
  reports: reportEndpoints,
  settings: settingsEndpoints,
  shiftSummary: shiftSummaryEndpoints,
  twoFactor: twoFactorEndpoints,
};

type Groups = typeof endpointGroups;
type AnyEndpoint = { [G in keyof Groups]: Groups[G][keyof Groups[G]] }[keyof Groups];

/** The API by "METHOD /path", the key the web app's client calls by (web/src/lib/client.ts). */
export type EndpointTable = { [E in AnyEndpoint as `${E["method"]} ${E["path"]}`]: E };
