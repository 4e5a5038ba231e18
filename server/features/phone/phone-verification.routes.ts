import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  type VerifyCheckAnswer,
  type VerifySendAnswer,
  verifyCheckAnswerSchema,
  verifyCheckSchema,
  verifySendAnswerSchema,
  verifySendSchema,
} from "../../../contract/sms.ts";
import type { Db } from "../../db/client.ts";
import { requireUser, signedIn } from "../../lib/guards.ts";
import type { SmsVerifier } from "../../providers/sms/sms-verifier.ts";
import { checkPhoneCode, sendPhoneCode } from "./phone-verification.service.ts";
import { answeringRefusals, markFailures } from "./sms-refusals.ts";

export async function phoneVerificationRoutes(
  fastify: FastifyInstance,
  { db, sms }: { db: Db; sms: SmsVerifier },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/api/verify/send",
    {
      onRequest: signedIn,
      onSend: markFailures({}),
      schema: { body: verifySendSchema, response: { 200: verifySendAnswerSchema } },
    },
    async (request, reply): Promise<VerifySendAnswer> => {
      const user = await requireUser(request);
      const { resendAfter } = await answeringRefusals(reply, "send", () =>
        sendPhoneCode(sms, user, request.body.phoneNumber, request.ip),
      );
      return { success: true, resendAfter };
    },
  );

  app.post(
    "/api/verify/check",
    {
      onRequest: signedIn,
      onSend: markFailures({ valid: false }),
      schema: { body: verifyCheckSchema, response: { 200: verifyCheckAnswerSchema } },
    },
    async (request, reply): Promise<VerifyCheckAnswer> => {
      const user = await requireUser(request);
      const { phoneNumber, code } = request.body;
      await answeringRefusals(reply, "check", () => checkPhoneCode(db, sms, user, phoneNumber, code));
      return { success: true, valid: true };
    },
  );
}
