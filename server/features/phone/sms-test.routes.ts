import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  type SmsStatus,
  smsStatusSchema,
  type TestSmsAnswer,
  testSmsAnswerSchema,
  testSmsSchema,
  type VerifyTestSmsAnswer,
  verifyTestSmsAnswerSchema,
  verifyTestSmsSchema,
} from "../../../contract/sms.ts";
import { badRequest } from "../../lib/errors.ts";
import { needsPermission, requirePermission } from "../../lib/guards.ts";
import { requestLanguage } from "../../lib/i18n.ts";
import { toE164 } from "../../lib/phone-number.ts";
import type { SmsVerifier } from "../../providers/sms/sms-verifier.ts";
import { answeringRefusals, markFailures } from "./sms-refusals.ts";

/**
 * The admin settings' SMS test (docs/architecture.md#product-rules): the same verifier and limits as a member's
 * phone, under a subject of its own, so a test code never verifies anyone's phone.
 */
export async function smsTestRoutes(fastify: FastifyInstance, { sms }: { sms: SmsVerifier }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const realNumber = (phone: string) => {
    const e164 = toE164(phone);
    if (!e164) throw badRequest("testPhoneInvalid");
    return e164;
  };

  app.get(
    "/api/twilio-status",
    { onRequest: needsPermission("settings"), schema: { response: { 200: smsStatusSchema } } },
    async (): Promise<SmsStatus> => sms.status,
  );

  app.post(
    "/api/test-sms",
    {
      onRequest: needsPermission("settings"),
      onSend: markFailures({}),
      schema: { body: testSmsSchema, response: { 200: testSmsAnswerSchema } },
    },
    async (request, reply): Promise<TestSmsAnswer> => {
      const admin = await requirePermission(request, "settings");
      const phone = realNumber(request.body.phone);
      const { resendAfter } = await answeringRefusals(reply, "send", () =>
        sms.sendCode({
          phone,
          subject: `admin-test:${admin.id}`,
          ip: request.ip,
          language: requestLanguage(request),
        }),
      );
      return { success: true, resendAfter };
    },
  );

  app.post(
    "/api/verify-test-sms",
    {
      onRequest: needsPermission("settings"),
      onSend: markFailures({ verified: false }),
      schema: { body: verifyTestSmsSchema, response: { 200: verifyTestSmsAnswerSchema } },
    },
    async (request, reply): Promise<VerifyTestSmsAnswer> => {
      const admin = await requirePermission(request, "settings");
      const phone = realNumber(request.body.phone);
      const outcome = await answeringRefusals(reply, "check", () =>
        sms.checkCode({ phone, subject: `admin-test:${admin.id}` }, request.body.code),
      );
      if (outcome === "wrong") throw badRequest("invalidVerificationCode");
      if (outcome === "expired") throw badRequest("verificationCodeExpired");
      return { success: true, verified: true };
    },
  );
}
