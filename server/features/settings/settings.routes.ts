import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  emailConfigSavedSchema,
  emailConfigSchema,
  emailConfigViewSchema,
  testEmailAnswerSchema,
  testEmailSchema,
} from "../../../contract/email-settings.ts";
import { outboxPageQuerySchema } from "../../../contract/outbox-viewer.ts";
import type { Db } from "../../db/client.ts";
import type { SecretBox } from "../../lib/encryption.ts";
import { needsPermission, requirePermission } from "../../lib/guards.ts";
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
export async function settingsRoutes(fastify: FastifyInstance, options: SettingsRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, secrets, environmentSmtp } = options;

  app.get(
    "/api/admin/email-config",
    { onRequest: needsPermission("settings"), schema: { response: { 200: emailConfigViewSchema } } },
    async () => readEmailConfig(db, environmentSmtp),
  );

  app.post(
    "/api/admin/email-config",
    {
      onRequest: needsPermission("settings"),
      schema: { body: emailConfigSchema, response: { 200: emailConfigSavedSchema } },
    },
    async (request) => {
      const admin = await requirePermission(request, "settings");
      const view = await saveEmailConfig(db, secrets, admin, request.body, environmentSmtp);
      request.log.info({ adminId: admin.id, host: view.host }, "email settings saved");
      const t = translator(requestLanguage(request));
      return { ...view, message: t("adminSettings.email.saved") };
    },
  );

  app.delete(
    "/api/admin/email-config",
    { onRequest: needsPermission("settings"), schema: { response: { 200: emailConfigSavedSchema } } },
    async (request) => {
      const admin = await requirePermission(request, "settings");
      const view = await removeEmailConfig(db, admin, environmentSmtp);
      const t = translator(requestLanguage(request));
      return { ...view, message: t("adminSettings.email.removed") };
    },
  );

  app.post(
    "/api/admin/test-email",
    {
      onRequest: needsPermission("settings"),
      schema: { body: testEmailSchema, response: { 200: testEmailAnswerSchema } },
    },
    async (request) => {
      const message = await sendTestEmail(request.body, {
        db,
        secrets,
        email: options.email,
        environment: environmentSmtp,
        defaultFrom: options.mailFrom,
        language: requestLanguage(request),
      });
      return { message };
    },
  );

  app.get(
    "/api/admin/outbox/page",
    { onRequest: needsPermission("settings"), schema: { querystring: outboxPageQuerySchema } },
    async (request) => readOutboxPage(db, request.query),
  );
}
