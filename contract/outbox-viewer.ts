import { z } from "zod";
import { wholeNumber } from "./fields.ts";

export const OUTBOX_CHANNELS = ["email", "sms"] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
export const OUTBOX_PAGE_SIZE = 20;

/** GET /api/admin/outbox/page: every email and SMS, newest first, a page at a time (admins only). */
export const outboxPageQuerySchema = z.object({
  channel: z.preprocess((v) => (v === "" || v === "all" ? undefined : v), z.enum(OUTBOX_CHANNELS).optional()),
  page: wholeNumber(z.number().int().min(1).max(100_000).default(1)),
  pageSize: wholeNumber(z.number().int().min(1).max(100).default(OUTBOX_PAGE_SIZE)),
});

/** One message as the viewer lists it: what was sent, to whom, and whether it left (stored, sent, failed). */
export const outboxViewEntrySchema = z.object({
  id: z.number(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string(),
  textBody: z.string(),
  language: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxViewEntry = z.infer<typeof outboxViewEntrySchema>;

export const outboxPageSchema = z.object({
  items: z.array(outboxViewEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;
