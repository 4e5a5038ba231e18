import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { newsletterEndpoints as endpoints } from "../../../contract/endpoints/newsletter.ts";
import { isBot } from "../../../contract/newsletter.ts";
import type { Db } from "../../db/client.ts";
import { fromOurOwnSite } from "../../lib/cross-site.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { badRequest, HttpError } from "../../lib/errors.ts";
import { requestLanguage, translator } from "../../lib/i18n.ts";
import {
  PUBLIC_FORM_BODY_LIMIT,
  publicFormLimit,
  sendQuietly,
  typedAddressLimit,
} from "../../lib/public-form.ts";
import { shopOrigin } from "../../lib/public-origin.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";
import type { ConfirmationMailer } from "./confirmation-mailer.ts";
import type { ConfirmationTokens } from "./confirmation-token.ts";
import { confirmSubscription, subscribe, unsubscribe } from "./newsletter.service.ts";
import type { UnsubscribeTokens } from "./unsubscribe-token.ts";
import { welcomeEmail } from "./welcome-email.ts";

interface NewsletterRouteOptions {
  db: Db;
  email: EmailSender;
  tokens: UnsubscribeTokens;
  confirmations: ConfirmationTokens;
  confirmNewsletter: ConfirmationMailer;
  rateLimitScale: number;
}

/** Newsletter (docs/api.md): subscribe and unsubscribe, each answering `{success, message}` or `{error}`. */
export async function newsletterRoutes(fastify: FastifyInstance, options: NewsletterRouteOptions) {
  const { db, email, tokens } = options;
  const guarded = (form: string) => ({
    bodyLimit: PUBLIC_FORM_BODY_LIMIT,
    onRequest: publicFormLimit(fastify, form, options.rateLimitScale),
  });

  const subscribeRoute = {
    ...guarded("subscribe"),
    preHandler: typedAddressLimit(fastify, "subscribe", options.rateLimitScale),
  };
  defineRoute(fastify, endpoints.subscribe, subscribeRoute, async (request) => {
    const { body } = request;
    const language = requestLanguage(request);
    const t = translator(language);
    // One answer whatever the list holds, so the form tells no one whether an address is subscribed; the
    // subscription counts once the address's owner follows the mailed link (double opt-in, decision 16).
    const answer = {
      success: true as const,
      message: t("newsletter.messages.checkInbox", { email: body.email }),
    };
    if (isBot(body)) return answer;
    const requesterId = (await request.currentSession())?.user.id;
    const { outcome } = await subscribe(db, { ...body, language, requesterId });
    if (outcome === "pending") {
      await options.confirmNewsletter(request, { email: body.email, fullName: body.fullName, language });
    }
    return answer;
  });

  // The web app's /newsletter/confirm page posts the emailed link's fields here: a mail scanner fetching the
  // link confirms nothing, as it runs no script.
  defineRoute(fastify, endpoints.confirm, guarded("confirm"), async (request) => {
    const { email: address, expires, token } = request.body;
    const t = translator(requestLanguage(request));
    const now = fastify.clock();
    if (!options.confirmations.isValid(address, expires, token, now))
      throw badRequest("invalidConfirmationLink");
    const result = await confirmSubscription(db, address, now);
    if (!result) throw badRequest("invalidConfirmationLink");
    const { subscription } = result;
    const language = subscription.language === "so" ? "so" : "en";
    if (result.outcome === "confirmed") {
      const shopUrl = shopOrigin(fastify);
      const welcome = welcomeEmail({
        to: subscription.email,
        fullName: subscription.fullName ?? undefined,
        referred: subscription.referredBy !== null,
        language,
        baseUrl: shopUrl,
        unsubscribeUrl: tokens.link(shopUrl, subscription.email),
      });
      await sendQuietly(email, welcome, request.log);
    }
    return {
      success: true as const,
      message: t("newsletter.messages.confirmed", { email: subscription.email }),
    };
  });

  // RFC 8058: a mail client's one-click "Unsubscribe" posts `List-Unsubscribe=One-Click` as a form to the URL of
  // the List-Unsubscribe header, which carries the address and its token in the query.
  fastify.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: PUBLIC_FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const oneClick = (request: FastifyRequest) => {
    const query = request.query as Record<string, unknown>;
    const body = request.body as Record<string, unknown> | undefined;
    if (body?.["List-Unsubscribe"] !== "One-Click") return undefined;
    if (typeof query.email !== "string" || typeof query.token !== "string") return undefined;
    return { email: query.email, token: query.token };
  };
  const formLimit = publicFormLimit(fastify, "unsubscribe", options.rateLimitScale);
  const unsubscribeRoute = {
    bodyLimit: PUBLIC_FORM_BODY_LIMIT,
    // A signed link is no guess at someone else's address: mail providers post many from few addresses.
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.query as Record<string, unknown>;
      const signed =
        typeof query.email === "string" &&
        typeof query.token === "string" &&
        tokens.isValid(query.email.trim().toLowerCase(), query.token);
      if (!signed) await formLimit(request, reply);
    },
    preValidation: async (request: FastifyRequest) => {
      const fromMailClient = oneClick(request);
      if (fromMailClient) request.body = fromMailClient;
    },
  };
  defineRoute(fastify, endpoints.unsubscribe, unsubscribeRoute, async (request) => {
    const { body } = request;
    const t = translator(requestLanguage(request));
    // Only the signed link works from elsewhere (a mail client's one-click post); the form's email-alone
    // unsubscribe is the shop's own page's, or any site could take a subscriber off the list.
    if (body.token === undefined && !fromOurOwnSite(request)) throw new HttpError(403, "crossSiteRefused");
    if (body.token !== undefined && !tokens.isValid(body.email, body.token))
      throw badRequest("invalidUnsubscribeLink");
    if (!isBot(body)) await unsubscribe(db, body.email);
    return { success: true as const, message: t("newsletter.messages.unsubscribed") };
  });
}
