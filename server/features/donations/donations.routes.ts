import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { donationEndpoints as endpoints } from "../../../contract/endpoints/donations.ts";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { HttpError } from "../../lib/errors.ts";
import { requirePermission } from "../../lib/guards.ts";
import { requestLanguage, translator } from "../../lib/i18n.ts";
import { publicOrigin } from "../../lib/public-origin.ts";
import type { PaymentProvider, ProviderSession } from "../../providers/payments/payment-provider.ts";
import { readDonationSettings, saveDonationSettings } from "./donation-settings.service.ts";
import { donationView, findDonation, startDonation } from "./donations.service.ts";

/**
 * Settles a paid provider session as its webhook would. It belongs to the payments feature, which already
 * depends on donations, so the app hands it in rather than donations importing payments.
 */
export type SettleSession = (session: ProviderSession, log: FastifyBaseLogger) => Promise<void>;

export async function donationRoutes(
  app: FastifyInstance,
  { db, provider, settleSession }: { db: Db; provider: PaymentProvider; settleSession: SettleSession },
) {
  defineRoute(
    app,
    endpoints.checkout,
    { config: { rateLimit: { max: 20, timeWindow: 60_000 } } },
    async (request) =>
      startDonation(db, provider, request.body, {
        origin: publicOrigin(request),
        language: requestLanguage(request),
      }),
  );

  defineRoute(app, endpoints.donation, async (request) => {
    const { sessionId } = request.params;
    let row = await findDonation(db, sessionId);
    if (!row) throw new HttpError(404, "donationNotFound");
    // Back from the provider before its callback: ask it, as the webhook would have told us.
    if (row.status === "pending") {
      const session = await provider.getSession(sessionId).catch(() => null);
      if (session) await settleSession(session, request.log);
      row = (await findDonation(db, sessionId))!;
    }
    return donationView(row);
  });

  /** The mosque the donation page names. */
  defineRoute(app, endpoints.settings, async () => readDonationSettings(db));

  defineRoute(app, endpoints.saveSettings, async (request) => {
    const admin = await requirePermission(request, "settings");
    const saved = await saveDonationSettings(db, admin, request.body);
    return { ...saved, message: translator(requestLanguage(request))("adminSettings.donations.saved") };
  });
}
