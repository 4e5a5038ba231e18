import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Language } from "../../../contract/language.ts";
import {
  type CampaignView,
  campaignDraftSchema,
  campaignIdParamsSchema,
  campaignTestSchema,
  type NewsletterAnalytics,
  type NewsletterSummary,
} from "../../../contract/newsletter-campaigns.ts";
import type { Db } from "../../db/client.ts";
import { badRequest, HttpError, notFound } from "../../lib/errors.ts";
import { needsPermission, requirePermission } from "../../lib/guards.ts";
import { requestLanguage, translator } from "../../lib/i18n.ts";
import { publicOrigin } from "../../lib/public-origin.ts";
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
export async function campaignRoutes(fastify: FastifyInstance, options: CampaignRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, email, tokens, runner } = options;

  app.get(
    "/api/admin/newsletter/summary",
    { onRequest: needsPermission("newsletter") },
    (): Promise<NewsletterSummary> => newsletterSummary(db),
  );

  app.get(
    "/api/admin/newsletter/analytics",
    { onRequest: needsPermission("newsletter") },
    (): Promise<NewsletterAnalytics> => newsletterAnalytics(db),
  );

  app.get(
    "/api/admin/newsletter/campaigns",
    { onRequest: needsPermission("newsletter") },
    (): Promise<CampaignView[]> => campaignViews(db),
  );

  app.get(
    "/api/admin/newsletter/campaigns/:id",
    { onRequest: needsPermission("newsletter"), schema: { params: campaignIdParamsSchema } },
    async (request): Promise<CampaignView> => {
      const [view] = await campaignViews(db, [request.params.id]);
      if (!view) throw notFound();
      return view;
    },
  );

  /** Send to all: answers 202 at once with the campaign; the runner sends it in the background. */
  app.post(
    "/api/admin/newsletter/campaigns",
    { onRequest: needsPermission("newsletter"), schema: { body: campaignDraftSchema } },
    async (request, reply): Promise<CampaignView> => {
      const admin = await requirePermission(request, "newsletter");
      const campaign = await createCampaign(db, admin, request.body, publicOrigin(request));
      runner.start(campaign);
      const [view] = await campaignViews(db, [campaign.id]);
      reply.code(202);
      return view!;
    },
  );

  /** The draft, to the admin's own address only, in the language they preview; nothing is stored. */
  app.post(
    "/api/admin/newsletter/campaigns/test",
    { onRequest: needsPermission("newsletter"), schema: { body: campaignTestSchema } },
    async (request) => {
      const admin = await requirePermission(request, "newsletter");
      if (!admin.email) throw badRequest("campaignTestNoEmail");
      const to = admin.email.trim().toLowerCase();
      const { draft, language } = request.body;
      const message = campaignEmail({
        campaign: { ...draft, subjectSo: draft.subjectSo ?? null, bodySo: draft.bodySo ?? null },
        to,
        language: language as Language,
        baseUrl: publicOrigin(request),
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
    },
  );
}
