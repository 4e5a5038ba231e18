import type { FastifyInstance } from "fastify";
import { newsletterEndpoints as endpoints } from "../../../contract/endpoints/newsletter.ts";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { badRequest, HttpError, notFound } from "../../lib/errors.ts";
import { requirePermission } from "../../lib/guards.ts";
import { requestLanguage, translator } from "../../lib/i18n.ts";
import { shopOrigin } from "../../lib/public-origin.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";
import { campaignEmail } from "./campaign-email.ts";
import type { CampaignRunner } from "./campaign-runner.ts";
import {
  campaignViews,
  createCampaign,
  newsletterAnalytics,
  newsletterSummary,
} from "./campaigns.service.ts";
import type { UnsubscribeTokens } from "./unsubscribe-token.ts";

interface CampaignRouteOptions {
  db: Db;
  email: EmailSender;
  tokens: UnsubscribeTokens;
  runner: CampaignRunner;
}

/** The admin's newsletter: figures, campaigns (test, send to all, progress) and the analytics page. */
export async function campaignRoutes(app: FastifyInstance, options: CampaignRouteOptions) {
  const { db, email, tokens, runner } = options;

  defineRoute(app, endpoints.summary, () => newsletterSummary(db));

  defineRoute(app, endpoints.analytics, () => newsletterAnalytics(db));

  defineRoute(app, endpoints.campaigns, () => campaignViews(db));

  defineRoute(app, endpoints.campaign, async (request) => {
    const [view] = await campaignViews(db, [request.params.id]);
    if (!view) throw notFound();
    return view;
  });

  /** Send to all: answers 202 at once with the campaign; the runner sends it in the background. */
  defineRoute(app, endpoints.send, async (request, reply) => {
    const admin = await requirePermission(request, "newsletter");
    const campaign = await createCampaign(db, admin, request.body, shopOrigin(request.server));
    runner.start(campaign);
    const [view] = await campaignViews(db, [campaign.id]);
    reply.code(202);
    return view!;
  });

  /** The draft, to the admin's own address only, in the language they preview; nothing is stored. */
  defineRoute(app, endpoints.sendTest, async (request) => {
    const admin = await requirePermission(request, "newsletter");
    if (!admin.email) throw badRequest("campaignTestNoEmail");
    const to = admin.email.trim().toLowerCase();
    const { draft, language } = request.body;
    const message = campaignEmail({
      campaign: { ...draft, subjectSo: draft.subjectSo ?? null, bodySo: draft.bodySo ?? null },
      to,
      language,
      baseUrl: shopOrigin(request.server),
      tokens,
      test: true,
    });
    try {
      await email.send(message);
    } catch (error) {
      // The outbox holds the failure and its reason; the admin learns the test did not go out.
      request.log.warn({ err: error }, "newsletter test email not delivered");
      throw new HttpError(502, "campaignTestFailed");
    }
    const t = translator(requestLanguage(request));
    return { success: true as const, message: t("adminNewsletter.test.sent", { email: to }) };
  });
}
