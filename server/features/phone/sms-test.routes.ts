import type { FastifyInstance } from "fastify";
import { settingsEndpoints as endpoints } from "../../../contract/endpoints/settings.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { badRequest } from "../../lib/errors.ts";
import { requirePermission } from "../../lib/guards.ts";
import { requestLanguage } from "../../lib/i18n.ts";
import { toE164 } from "../../lib/phone-number.ts";
import type { SmsVerifier } from "../../providers/sms/sms-verifier.ts";
import { answeringRefusals, markFailures } from "./sms-refusals.ts";

/**
 * The admin settings' SMS test (docs/architecture.md#product-rules): the same verifier and limits as a member's
 * phone, under a subject of its own, so a test code never verifies anyone's phone.
 */
export async function smsTestRoutes(app: FastifyInstance, { sms }: { sms: SmsVerifier }) {
  const realNumber = (phone: string) => {
    const e164 = toE164(phone);
    if (!e164) throw badRequest("testPhoneInvalid");
    return e164;
  };

  defineRoute(app, endpoints.smsStatus, async () => sms.status);

  defineRoute(app, endpoints.testSms, { onSend: markFailures({}) }, async (request, reply) => {
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
    return { success: true as const, resendAfter };
  });

  defineRoute(
    app,
    endpoints.verifyTestSms,
    { onSend: markFailures({ verified: false }) },
    async (request, reply) => {
      const admin = await requirePermission(request, "settings");
      const phone = realNumber(request.body.phone);
      const outcome = await answeringRefusals(reply, "check", () =>
        sms.checkCode({ phone, subject: `admin-test:${admin.id}` }, request.body.code),
      );
      if (outcome === "wrong") throw badRequest("invalidVerificationCode");
      if (outcome === "expired") throw badRequest("verificationCodeExpired");
      return { success: true as const, verified: true as const };
    },
  );
}
