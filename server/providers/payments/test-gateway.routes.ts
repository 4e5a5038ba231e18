import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Language } from "../../../contract/language.ts";
import type { GatewayConfirmAnswer } from "../../../contract/payments.ts";
import { requestLanguage, translator } from "../../lib/i18n.ts";
import type { CardRefusal } from "./test-cards.ts";
import { GATEWAY_PATH, type GatewayRefusal, type TestGateway } from "./test-gateway.ts";
import { gatewayPage } from "./test-gateway-page.ts";

const cardFields = { number: z.string().max(40), expiry: z.string().max(10), cvc: z.string().max(10) };
const fieldOf: Partial<Record<CardRefusal, "number" | "expiry" | "cvc">> = {
  cardNumberInvalid: "number",
  cardExpiryInvalid: "expiry",
  cardExpired: "expiry",
  cardCvcInvalid: "cvc",
};
const limit = { rateLimit: { max: 30, timeWindow: 60_000 } };

/** The test gateway's own pages and API, apart from the shop's: the hosted checkout and intent confirmation. */
export async function testGatewayRoutes(fastify: FastifyInstance, { gateway }: { gateway: TestGateway }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Plain HTML forms post urlencoded; only inside this plugin.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const params = z.object({ id: z.string().max(100) });
  const query = z.object({ lang: z.enum(["en", "so"]).optional() });

  async function render(
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    lang: Language | undefined,
    outcome: { reason?: GatewayRefusal; values?: { number?: string; expiry?: string } } = {},
  ) {
    const row = await gateway.row(id, "session");
    const language = lang ?? (row?.metadata.locale === "so" ? "so" : requestLanguage(request));
    const t = translator(language);
    reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
    if (!row) return reply.code(404).send(notFoundPage(t, language));
    const model = {
      t,
      language,
      action: `${GATEWAY_PATH}/${id}`,
      amountCents: row.amountCents,
      description: row.description ?? "",
      cancelUrl: row.cancelUrl ?? "/",
    };
    if (row.paymentStatus !== "unpaid" || row.status !== "open" || outcome.reason === "sessionExpired") {
      const paid = row.paymentStatus !== "unpaid";
      const closed = {
        message: t(paid ? "gateway.paidAlready" : "gateway.closed"),
        link: paid
          ? (row.successUrl ?? "/").replace("{CHECKOUT_SESSION_ID}", row.id)
          : (row.cancelUrl ?? "/"),
        linkText: t(paid ? "gateway.continue" : "gateway.back"),
      };
      return reply.code(outcome.reason ? 409 : 200).send(gatewayPage({ ...model, closed }));
    }
    const error = outcome.reason
      ? { key: outcome.reason, field: fieldOf[outcome.reason as CardRefusal] }
      : undefined;
    return reply.code(error ? 402 : 200).send(gatewayPage({ ...model, error, values: outcome.values }));
  }

  app.get(`${GATEWAY_PATH}/:id`, { schema: { params, querystring: query } }, (request, reply) =>
    render(request, reply, request.params.id, request.query.lang),
  );

  app.post(
    `${GATEWAY_PATH}/:id`,
    { schema: { params, querystring: query, body: z.object(cardFields) }, config: limit },
    async (request, reply) => {
      const result = await gateway.payCheckout(request.params.id, request.body);
      if (result.ok) {
        if (result.deliveryError) request.log.error({ err: result.deliveryError }, "payment event not taken");
        const target = (result.row.successUrl ?? "/").replace("{CHECKOUT_SESSION_ID}", result.row.id);
        return reply.redirect(target, 303);
      }
      const values = { number: request.body.number, expiry: request.body.expiry };
      return render(request, reply, request.params.id, request.query.lang, { reason: result.reason, values });
    },
  );

  // What Stripe.js does for /dynamic-checkout: the card goes to the gateway with the intent's client secret.
  app.post(
    "/test-gateway/api/intents/confirm",
    { schema: { body: z.object({ clientSecret: z.string().max(200), ...cardFields }) }, config: limit },
    async (request, reply) => {
      const result = await gateway.confirmIntent(request.body.clientSecret, request.body);
      if (result.ok) {
        if (result.deliveryError) request.log.error({ err: result.deliveryError }, "payment event not taken");
        const confirmed: GatewayConfirmAnswer = { id: result.row.id, status: result.row.status };
        return confirmed;
      }
      const t = translator(requestLanguage(request));
      const status = result.reason === "sessionNotFound" ? 404 : 402;
      return reply.code(status).send({ error: t(`errors.${result.reason}`), code: result.reason });
    },
  );
}

function notFoundPage(t: ReturnType<typeof translator>, language: Language) {
  // The shop's icon named, as on the payment page: without it the browser asks for /favicon.ico, a 404.
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>${t("gateway.pageTitle")}</title></head>
<body><p><strong>${t("gateway.badge")}</strong> ${t("errors.sessionNotFound")}</p><p><a href="/">${t("gateway.back")}</a></p></body></html>`;
}
