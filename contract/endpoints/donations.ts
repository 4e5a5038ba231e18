import { donationSettingsSavedSchema, donationSettingsSchema } from "../donation-settings.ts";
import { defineEndpoint } from "../endpoint.ts";
import {
  checkoutSessionAnswerSchema,
  donationCheckoutSchema,
  donationParams,
  donationViewSchema,
} from "../payments.ts";

/** Donations to the mosque: /donate's hosted checkout, the success page's details and the mosque's name. */
export const donationEndpoints = {
  checkout: defineEndpoint({
    method: "POST",
    path: "/api/donations/checkout",
    access: "public",
    body: donationCheckoutSchema,
    answers: { 200: checkoutSessionAnswerSchema },
  }),
  /** Whoever has the session's id, as the provider's return link gives it. */
  donation: defineEndpoint({
    method: "GET",
    path: "/api/donation/:sessionId",
    access: "public",
    params: donationParams,
    answers: { 200: donationViewSchema },
  }),
  settings: defineEndpoint({
    method: "GET",
    path: "/api/donation-settings",
    access: "public",
    answers: { 200: donationSettingsSchema },
  }),
  saveSettings: defineEndpoint({
    method: "PATCH",
    path: "/api/admin/donation-settings",
    access: "settings",
    body: donationSettingsSchema,
    answers: { 200: donationSettingsSavedSchema },
  }),
};
