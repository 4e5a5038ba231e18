import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import {
  newsletterAnswerSchema,
  newsletterConfirmSchema,
  newsletterSubscribeSchema,
  newsletterUnsubscribeSchema,
} from "../newsletter.ts";
import {
  campaignDraftSchema,
  campaignIdParamsSchema,
  campaignTestSchema,
  campaignViewSchema,
  newsletterAnalyticsSchema,
  newsletterSummarySchema,
} from "../newsletter-campaigns.ts";

/** The monthly newsletter: the public double opt-in and unsubscribe, and the admin's campaigns (`newsletter`). */
export const newsletterEndpoints = {
  subscribe: defineEndpoint({
    method: "POST",
    path: "/api/newsletter/subscribe",
    access: "public",
    body: newsletterSubscribeSchema,
    answers: { 200: newsletterAnswerSchema },
  }),
  /** The emailed link's fields, posted by the web app's /newsletter/confirm page. */
  confirm: defineEndpoint({
    method: "POST",
    path: "/api/newsletter/confirm",
    access: "public",
    body: newsletterConfirmSchema,
    answers: { 200: newsletterAnswerSchema },
  }),
  /**
   * The page's form (JSON), or a mail client's one-click post (RFC 8058: a form body
   * `List-Unsubscribe=One-Click`, the address and its token in the query; the route reads them from there).
   */
  unsubscribe: defineEndpoint({
    method: "POST",
    path: "/api/newsletter/unsubscribe",
    access: "public",
    body: newsletterUnsubscribeSchema,
    answers: { 200: newsletterAnswerSchema },
  }),
  summary: defineEndpoint({
    method: "GET",
    path: "/api/admin/newsletter/summary",
    access: "newsletter",
    answers: { 200: newsletterSummarySchema },
  }),
  analytics: defineEndpoint({
    method: "GET",
    path: "/api/admin/newsletter/analytics",
    access: "newsletter",
    answers: { 200: newsletterAnalyticsSchema },
  }),
  campaigns: defineEndpoint({
    method: "GET",
    path: "/api/admin/newsletter/campaigns",
    access: "newsletter",
    answers: { 200: z.array(campaignViewSchema) },
  }),
  campaign: defineEndpoint({
    method: "GET",
    path: "/api/admin/newsletter/campaigns/:id",
    access: "newsletter",
    params: campaignIdParamsSchema,
    answers: { 200: campaignViewSchema },
  }),
  /** Send to all: 202 at once with the campaign; it is sent in the background. */
  send: defineEndpoint({
    method: "POST",
    path: "/api/admin/newsletter/campaigns",
    access: "newsletter",
    body: campaignDraftSchema,
    answers: { 202: campaignViewSchema },
  }),
  /** The draft, to the admin's own address only. */
  sendTest: defineEndpoint({
    method: "POST",
    path: "/api/admin/newsletter/campaigns/test",
    access: "newsletter",
    body: campaignTestSchema,
    answers: { 200: newsletterAnswerSchema },
  }),
};
