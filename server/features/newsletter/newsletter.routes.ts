import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  isBot,
  newsletterAnswerSchema,
  newsletterSubscribeSchema,
  newsletterUnsubscribeSchema,
} from "../../../contract/newsletter.ts";
import type { Db } from "../../db/client.ts";
import { badRequest } from "../../lib/errors.ts";
import { requestLanguage, translator } from "../../lib/i18n.ts";
import { PUBLIC_FORM_BODY_LIMIT, publicFormLimit, sendQuietly } from "../../lib/public-form.ts";
import { publicOrigin } from "../../lib/public-origin.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";
import { subscribe, unsubscribe } from "./newsletter.service.ts";
import type { UnsubscribeTokens } from "./unsubscribe-token.ts";
import { welcomeEmail } from "./welcome-email.ts";

interface NewsletterRouteOptions {
  db: Db;
  email: EmailSender;
  tokens: UnsubscribeTokens;
  rateLimitScale: number;
}

/** Spec part 2 "Newsletter": subscribe and unsubscribe, each answering `{success, message}` or `{error}`. */
export async function newsletterRoutes(fastify: FastifyInstance, options: NewsletterRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, email, tokens } = options;
  const guarded = () => ({
    bodyLimit: PUBLIC_FORM_BODY_LIMIT,
    onRequest: publicFormLimit(fastify, "subscribe", options.rateLimitScale),
  });
  const response = { 200: newsletterAnswerSchema };

  const subscribeRoute = { ...guarded(), schema: { body: newsletterSubscribeSchema, response } };
  app.post("/api/newsletter/subscribe", subscribeRoute, async (request) => {
    const { body } = request;
    const language = requestLanguage(request);
    const t = translator(language);
    const answer = (key: string) => ({ success: true as const, message: t(key, { email: body.email }) });
    if (isBot(body)) return answer("newsletter.messages.subscribed");
    const requesterId = (await request.currentSession())?.user.id;
    const { outcome, referred } = await subscribe(db, { ...body, language, requesterId });
    if (outcome === "subscribed") {
      const shopUrl = publicOrigin(request);
      const welcome = welcomeEmail({
        to: body.email,
        fullName: body.fullName,
        referred,
        language,
        baseUrl: shopUrl,
        unsubscribeUrl: tokens.link(shopUrl, body.email),
      });
      await sendQuietly(email, welcome, request.log);
    }
    return answer(`newsletter.messages.${outcome}`);
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
    schema: { body: newsletterUnsubscribeSchema, response },
  };
  app.post("/api/newsletter/unsubscribe", unsubscribeRoute, async (request) => {
    const { body } = request;
    const t = translator(requestLanguage(request));
    if (body.token !== undefined && !tokens.isValid(body.email, body.token))
      throw badRequest("invalidUnsubscribeLink");
    if (!isBot(body)) await unsubscribe(db, body.email);
    return { success: true as const, message: t("newsletter.messages.unsubscribed") };
  });
}
