import { z } from "zod";
import { blank, rowIdSchema, text } from "./fields.ts";
import { type Language, languages } from "./language.ts";

/** The admin's newsletter campaigns: composed in both languages, sent in batches. */

export const CAMPAIGN_SUBJECT_MAX = 200;
export const CAMPAIGN_BODY_MAX = 20_000;
/** How often the tab asks for progress while a campaign is being sent. */
export const CAMPAIGN_PROGRESS_POLL_MS = 2_000;
/** Months shown on the analytics page, this one included. */
export const ANALYTICS_MONTHS = 12;

const subjectTooLong = "errors.campaignSubjectTooLong";
const bodyTooLong = "errors.campaignBodyTooLong";
const subject = text()
  .trim()
  .min(1, "errors.campaignSubjectRequired")
  .max(CAMPAIGN_SUBJECT_MAX, subjectTooLong);
const body = text().trim().min(1, "errors.campaignBodyRequired").max(CAMPAIGN_BODY_MAX, bodyTooLong);
const optionalSubject = z.preprocess(
  blank,
  text().trim().max(CAMPAIGN_SUBJECT_MAX, subjectTooLong).optional(),
);
const optionalBody = z.preprocess(blank, text().trim().max(CAMPAIGN_BODY_MAX, bodyTooLong).optional());

/**
 * A campaign's text. English is required; Somali is optional but comes whole (subject and body) or not at all,
 * so nobody receives a Somali subject over an English body.
 */
export const campaignDraftSchema = z
  .object({
    subjectEn: z.string("errors.campaignSubjectRequired").pipe(subject),
    bodyEn: z.string("errors.campaignBodyRequired").pipe(body),
    subjectSo: optionalSubject,
    bodySo: optionalBody,
  })
  .refine((draft) => (draft.subjectSo === undefined) === (draft.bodySo === undefined), {
    message: "errors.campaignSomaliIncomplete",
    path: ["subjectSo"],
  });
export type CampaignDraft = z.output<typeof campaignDraftSchema>;
export type CampaignDraftInput = z.input<typeof campaignDraftSchema>;

/** POST /api/admin/newsletter/campaigns/test: the draft, sent to the admin alone, in one of the languages. */
export const campaignTestSchema = z.object({
  draft: campaignDraftSchema,
  language: z.enum(languages).default("en"),
});
export type CampaignTestInput = z.input<typeof campaignTestSchema>;

export const campaignIdParamsSchema = z.object({ id: rowIdSchema });

interface CampaignText {
  subjectEn: string;
  bodyEn: string;
  subjectSo?: string | null | undefined;
  bodySo?: string | null | undefined;
}

/** What a subscriber reading `language` receives: the Somali text when there is one, else the English. */
export function campaignContent(
  campaign: CampaignText,
  language: Language,
): { subject: string; body: string; language: Language } {
  if (language === "so" && campaign.subjectSo?.trim() && campaign.bodySo?.trim())
    return { subject: campaign.subjectSo, body: campaign.bodySo, language: "so" };
  return { subject: campaign.subjectEn, body: campaign.bodyEn, language: "en" };
}

/** The body's paragraphs: blank lines separate them, single line breaks stay inside one. */
export function campaignParagraphs(body: string): string[][] {
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => paragraph.split("\n").map((line) => line.trim()));
}

export const campaignStatuses = ["sending", "sent"] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

/** One campaign in the tab's list and on the analytics page, with its delivery counts. */
export const campaignViewSchema = z.object({
  id: z.number(),
  subjectEn: z.string(),
  bodyEn: z.string(),
  subjectSo: z.string().nullable(),
  bodySo: z.string().nullable(),
  status: z.enum(campaignStatuses),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Everyone on the list when it was sent. */
  recipients: z.number(),
  sent: z.number(),
  failed: z.number(),
  /** Left before their turn came. */
  skipped: z.number(),
  /** Not yet settled. */
  pending: z.number(),
});
export type CampaignView = z.infer<typeof campaignViewSchema>;

/** GET /api/admin/newsletter/summary: the tab's three figures. */
export const newsletterSummarySchema = z.object({
  /** Addresses subscribed right now. */
  subscribers: z.number(),
  /** Campaigns sent (or being sent) this calendar month at the café. */
  campaignsThisMonth: z.number(),
  /** Members who joined through a friend's referral code. */
  referrals: z.number(),
});
export type NewsletterSummary = z.infer<typeof newsletterSummarySchema>;

export const newsletterMonthSchema = z.object({
  /** YYYY-MM, the café's calendar. */
  month: z.string(),
  /** Subscribed at the end of the month (now, for this month). */
  subscribers: z.number(),
  subscribed: z.number(),
  unsubscribed: z.number(),
  /** Members who joined with a referral code that month. */
  referrals: z.number(),
});
export type NewsletterMonth = z.infer<typeof newsletterMonthSchema>;

/** GET /api/admin/newsletter/analytics. */
export const newsletterAnalyticsSchema = z.object({
  summary: newsletterSummarySchema,
  /** The last ANALYTICS_MONTHS months, oldest first. */
  months: z.array(newsletterMonthSchema),
  /** Subscribers who came through a referral code. */
  referredSubscribers: z.number(),
  /** Newest first. */
  campaigns: z.array(campaignViewSchema),
});
export type NewsletterAnalytics = z.infer<typeof newsletterAnalyticsSchema>;

/** The last `count` months of the café's calendar up to `current` (YYYY-MM), oldest first. */
export function monthsUpTo(current: { year: number; month: number }, count: number): string[] {
  const keys: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const index = current.year * 12 + (current.month - 1) - back;
    const year = Math.floor(index / 12);
    keys.push(`${year}-${String((index % 12) + 1).padStart(2, "0")}`);
  }
  return keys;
}
