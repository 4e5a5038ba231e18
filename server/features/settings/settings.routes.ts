import type { FastifyInstance } from "fastify";
import { settingsEndpoints as endpoints } from "../../../contract/endpoints/settings.ts";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../lib/define-route.ts";
import type { SecretBox } from "../../lib/encryption.ts";
import { requirePermission } from "../../lib/guards.ts";
import { requestLanguage, translator } from "../../lib/i18n.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";
import type { SmtpSettings } from "../../providers/email/smtp-sender.ts";
import { readEmailConfig, removeEmailConfig, saveEmailConfig } from "./email-config.service.ts";
import { readOutboxPage } from "./outbox-viewer.service.ts";
import { sendTestEmail } from "./test-email.service.ts";

interface SettingsRouteOptions {
  db: Db;
  secrets: SecretBox;
  email: EmailSender;
  /** SMTP from the environment: shown read-only, and it wins over the saved settings. */
  environmentSmtp?: SmtpSettings | undefined;
  mailFrom: string;
}

/**
 * The admin panel's Settings tab (docs/architecture.md#product-rules): email configuration, test email, the
 * outbox.
 */
export async function settingsRoutes(app: FastifyInstance, options: SettingsRouteOptions) {
  const { db, secrets, environmentSmtp } = options;

  defineRoute(app, endpoints.emailConfig, async () => readEmailConfig(db, environmentSmtp));

  defineRoute(app, endpoints.saveEmailConfig, async (request) => {
    const admin = await requirePermission(request, "settings");
    const view = await saveEmailConfig(db, secrets, admin, request.body, environmentSmtp);
    request.log.info({ adminId: admin.id, host: view.host }, "email settings saved");
    const t = translator(requestLanguage(request));
    return { ...view, message: t("adminSettings.email.saved") };
  });

  defineRoute(app, endpoints.removeEmailConfig, async (request) => {
    const admin = await requirePermission(request, "settings");
    const view = await removeEmailConfig(db, admin, environmentSmtp);
    const t = translator(requestLanguage(request));
    return { ...view, message: t("adminSettings.email.removed") };
  });

  defineRoute(app, endpoints.testEmail, async (request) => {
    const message = await sendTestEmail(request.body, {
      db,
      secrets,
      email: options.email,
      environment: environmentSmtp,
      defaultFrom: options.mailFrom,
      language: requestLanguage(request),
    });
    return { message };
  });

  defineRoute(app, endpoints.outboxPage, async (request) => readOutboxPage(db, request.query));
}
