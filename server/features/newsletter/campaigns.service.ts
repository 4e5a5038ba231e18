import { and, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { CAFE_TIME_ZONE } from "../../../contract/business.ts";
import { cafeDay } from "../../../contract/loyalty-birthday.ts";
import {
  ANALYTICS_MONTHS,
  type CampaignDraft,
  type CampaignStatus,
  type CampaignView,
  monthsUpTo,
  type NewsletterAnalytics,
  type NewsletterMonth,
  type NewsletterSummary,
} from "../../../contract/newsletter-campaigns.ts";
import type { Db } from "../../db/client.ts";
import {
  type NewsletterCampaignRow,
  newsletterCampaigns,
  newsletterDeliveries,
  newsletterSubscriptions,
  type UserRow,
  users,
} from "../../db/schema/index.ts";
import { recordAdminAction } from "../../lib/audit.ts";
import { badRequest } from "../../lib/errors.ts";

/**
 * Starts a campaign: the campaign, one pending delivery per address subscribed right now, and the audit entry,
 * in one transaction. The runner sends it afterwards.
 */
export async function createCampaign(
  db: Db,
  admin: Pick<UserRow, "id" | "username">,
  draft: CampaignDraft,
  baseUrl: string,
): Promise<NewsletterCampaignRow> {
  return db.transaction(async (tx) => {
    const [campaign] = await tx
      .insert(newsletterCampaigns)
      .values({
        subjectEn: draft.subjectEn,
        bodyEn: draft.bodyEn,
        subjectSo: draft.subjectSo ?? null,
        bodySo: draft.bodySo ?? null,
        baseUrl,
        createdBy: admin.id,
      })
      .returning();
    // One statement however long the list: each subscribed address gets its pending row, in its language.
    const inserted = await tx.execute<{ n: number }>(sql`
      with added as (
        insert into ${newsletterDeliveries}
          (${sql.identifier(newsletterDeliveries.campaignId.name)}, ${sql.identifier(newsletterDeliveries.subscriptionId.name)},
           ${sql.identifier(newsletterDeliveries.email.name)}, ${sql.identifier(newsletterDeliveries.language.name)})
        select ${campaign!.id}, ${newsletterSubscriptions.id}, ${newsletterSubscriptions.email}, ${newsletterSubscriptions.language}
        from ${newsletterSubscriptions}
        where ${newsletterSubscriptions.status} = 'subscribed'
        returning 1
      )
      select count(*)::int as n from added`);
    const recipients = Number((inserted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    // Nobody to send to: the transaction rolls back and the admin is told.
    if (!recipients) throw badRequest("campaignNoSubscribers");
    await recordAdminAction(tx, {
      actor: admin,
      action: "campaign.sent",
      target: { type: "campaign", id: campaign!.id },
      after: {
        subjectEn: draft.subjectEn,
        subjectSo: draft.subjectSo ?? null,
        somali: Boolean(draft.subjectSo),
        recipients,
      },
    });
    return campaign!;
  });
}

/** Campaigns with their delivery counts, newest first; `ids` narrows to some. */
export async function campaignViews(db: Db, ids?: number[]): Promise<CampaignView[]> {
  const rows = await db
    .select({ campaign: newsletterCampaigns, createdBy: users.username })
    .from(newsletterCampaigns)
    .leftJoin(users, eq(users.id, newsletterCampaigns.createdBy))
    .where(ids ? inArray(newsletterCampaigns.id, ids) : undefined)
    .orderBy(desc(newsletterCampaigns.id));
  if (!rows.length) return [];
  const tallies = await db
    .select({
      campaignId: newsletterDeliveries.campaignId,
      status: newsletterDeliveries.status,
      n: count(),
    })
    .from(newsletterDeliveries)
    .where(
      inArray(
        newsletterDeliveries.campaignId,
        rows.map((row) => row.campaign.id),
      ),
    )
    .groupBy(newsletterDeliveries.campaignId, newsletterDeliveries.status);
  return rows.map(({ campaign, createdBy }) => {
    const of = (status: string) =>
      tallies
        .filter((tally) => tally.campaignId === campaign.id && tally.status === status)
        .reduce((sum, tally) => sum + tally.n, 0);
    const sent = of("sent");
    const failed = of("failed");
    const skipped = of("skipped");
    const pending = of("pending") + of("claimed") + of("sending");
    return {
      id: campaign.id,
      subjectEn: campaign.subjectEn,
      bodyEn: campaign.bodyEn,
      subjectSo: campaign.subjectSo,
      bodySo: campaign.bodySo,
      status: campaign.status as CampaignStatus,
      createdBy,
      createdAt: campaign.createdAt.toISOString(),
      finishedAt: campaign.finishedAt?.toISOString() ?? null,
      recipients: sent + failed + skipped + pending,
      sent,
      failed,
      skipped,
      pending,
    };
  });
}

const monthOf = (column: unknown) =>
  sql<string>`to_char(${column} at time zone ${sql.raw(`'${CAFE_TIME_ZONE}'`)}, 'YYYY-MM')`;
const thisMonthStart = sql`date_trunc('month', now() at time zone ${sql.raw(`'${CAFE_TIME_ZONE}'`)}) at time zone ${sql.raw(`'${CAFE_TIME_ZONE}'`)}`;

export async function newsletterSummary(db: Db): Promise<NewsletterSummary> {
  const [[subscribers], [campaigns], [referrals]] = await Promise.all([
    db
      .select({ n: count() })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.status, "subscribed")),
    db
      .select({ n: count() })
      .from(newsletterCampaigns)
      .where(sql`${newsletterCampaigns.createdAt} >= ${thisMonthStart}`),
    db.select({ n: count() }).from(users).where(isNotNull(users.referredBy)),
  ]);
  return {
    subscribers: subscribers?.n ?? 0,
    campaignsThisMonth: campaigns?.n ?? 0,
    referrals: referrals?.n ?? 0,
  };
}

/** Monthly counts of rows by a timestamp column, as a map from YYYY-MM. */
async function perMonth(
  db: Db,
  table: typeof newsletterSubscriptions | typeof users,
  column: Parameters<typeof isNotNull>[0],
  where?: ReturnType<typeof and>,
): Promise<Map<string, number>> {
  const month = monthOf(column);
  const rows = await db
    .select({ month, n: count() })
    .from(table)
    .where(and(isNotNull(column), where))
    .groupBy(month);
  return new Map(rows.map((row) => [row.month, row.n]));
}

export async function newsletterAnalytics(db: Db, now = new Date()): Promise<NewsletterAnalytics> {
  const today = cafeDay(now);
  const keys = monthsUpTo(today, ANALYTICS_MONTHS);
  const [summary, joined, left, referred, [referredSubscribers], campaigns] = await Promise.all([
    newsletterSummary(db),
    // Only a confirmed sign-up joined, as the summary's figure counts: one still waiting for its email made the
    // month read "4 joined" beside "0 subscribers".
    perMonth(
      db,
      newsletterSubscriptions,
      newsletterSubscriptions.createdAt,
      and(isNotNull(newsletterSubscriptions.confirmedAt)),
    ),
    // A subscriber who came back has no unsubscribe date any more: only those still gone count as left, and
    // only those who had joined.
    perMonth(
      db,
      newsletterSubscriptions,
      newsletterSubscriptions.unsubscribedAt,
      and(isNotNull(newsletterSubscriptions.confirmedAt)),
    ),
    perMonth(db, users, users.createdAt, and(isNotNull(users.referredBy))),
    db
      .select({ n: count() })
      .from(newsletterSubscriptions)
      .where(isNotNull(newsletterSubscriptions.referredBy)),
    campaignViews(db),
  ]);
  const upTo = (map: Map<string, number>, key: string) =>
    [...map].reduce((sum, [month, n]) => (month <= key ? sum + n : sum), 0);
  const months: NewsletterMonth[] = keys.map((month) => ({
    month,
    subscribers: upTo(joined, month) - upTo(left, month),
    subscribed: joined.get(month) ?? 0,
    unsubscribed: left.get(month) ?? 0,
    referrals: referred.get(month) ?? 0,
  }));
  return { summary, months, referredSubscribers: referredSubscribers?.n ?? 0, campaigns };
}
