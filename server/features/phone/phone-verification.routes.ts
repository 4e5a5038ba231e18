import type { FastifyInstance } from "fastify";
import { accountEndpoints as endpoints } from "../../../contract/endpoints/account.ts";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { requireUser } from "../../lib/guards.ts";
import type { SmsVerifier } from "../../providers/sms/sms-verifier.ts";
import { checkPhoneCode, sendPhoneCode } from "./phone-verification.service.ts";
import { answeringRefusals, markFailures } from "./sms-refusals.ts";

export async function phoneVerificationRoutes(
  app: FastifyInstance,
  { db, sms }: { db: Db; sms: SmsVerifier },
) {
  defineRoute(app, endpoints.sendPhoneCode, { onSend: markFailures({}) }, async (request, reply) => {
    const user = await requireUser(request);
    const { resendAfter } = await answeringRefusals(reply, "send", () =>
      sendPhoneCode(sms, user, request.body.phoneNumber, request.ip),
    );
    return { success: true as const, resendAfter };
  });

  defineRoute(
    app,
    endpoints.checkPhoneCode,
    { onSend: markFailures({ valid: false }) },
    async (request, reply) => {
      const user = await requireUser(request);
      const { phoneNumber, code } = request.body;
      await answeringRefusals(reply, "check", () => checkPhoneCode(db, sms, user, phoneNumber, code));
      return { success: true as const, valid: true as const };
    },
  );
}
