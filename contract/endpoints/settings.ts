import { z } from "zod";
import { backupListSchema, backupSchema } from "../backups.ts";
import {
  emailConfigSavedSchema,
  emailConfigSchema,
  emailConfigViewSchema,
  testEmailAnswerSchema,
  testEmailSchema,
} from "../email-settings.ts";
import { defineEndpoint } from "../endpoint.ts";
import { outboxEntrySchema, outboxQuerySchema } from "../newsletter.ts";
import { outboxPageQuerySchema, outboxPageSchema } from "../outbox-viewer.ts";
import {
  smsStatusSchema,
  testSmsAnswerSchema,
  testSmsSchema,
  verifyTestSmsAnswerSchema,
  verifyTestSmsSchema,
} from "../sms.ts";

/** The admin panel's Settings tab: email, the outbox, backups and the SMS test (all `settings`). */
export const settingsEndpoints = {
  emailConfig: defineEndpoint({
    method: "GET",
    path: "/api/admin/email-config",
    access: "settings",
    answers: { 200: emailConfigViewSchema },
  }),
  saveEmailConfig: defineEndpoint({
    method: "POST",
    path: "/api/admin/email-config",
    access: "settings",
    body: emailConfigSchema,
    answers: { 200: emailConfigSavedSchema },
  }),
  removeEmailConfig: defineEndpoint({
    method: "DELETE",
    path: "/api/admin/email-config",
    access: "settings",
    answers: { 200: emailConfigSavedSchema },
  }),
  testEmail: defineEndpoint({
    method: "POST",
    path: "/api/admin/test-email",
    access: "settings",
    body: testEmailSchema,
    answers: { 200: testEmailAnswerSchema },
  }),
  /** The newest mails first, optionally those to one address; the browser tests read emailed links here. */
  outbox: defineEndpoint({
    method: "GET",
    path: "/api/admin/outbox",
    access: "settings",
    query: outboxQuerySchema,
    answers: { 200: z.array(outboxEntrySchema) },
  }),
  outboxPage: defineEndpoint({
    method: "GET",
    path: "/api/admin/outbox/page",
    access: "settings",
    query: outboxPageQuerySchema,
    answers: { 200: outboxPageSchema },
  }),
  backups: defineEndpoint({
    method: "GET",
    path: "/api/admin/backups",
    access: "settings",
    answers: { 200: backupListSchema },
  }),
  takeBackup: defineEndpoint({
    method: "POST",
    path: "/api/admin/backups",
    access: "settings",
    answers: { 201: backupSchema },
  }),
  /** The file itself (application/gzip), streamed; the web app downloads it through a plain link. */
  backupFile: defineEndpoint({
    method: "GET",
    path: "/api/admin/backups/:name",
    access: "settings",
    params: z.object({ name: z.string() }),
    answers: { 200: z.string().describe("The backup file, sent as application/gzip.") },
  }),
  smsStatus: defineEndpoint({
    method: "GET",
    path: "/api/twilio-status",
    access: "settings",
    answers: { 200: smsStatusSchema },
  }),
  testSms: defineEndpoint({
    method: "POST",
    path: "/api/test-sms",
    access: "settings",
    body: testSmsSchema,
    answers: { 200: testSmsAnswerSchema },
  }),
  verifyTestSms: defineEndpoint({
    method: "POST",
    path: "/api/verify-test-sms",
    access: "settings",
    body: verifyTestSmsSchema,
    answers: { 200: verifyTestSmsAnswerSchema },
  }),
};
