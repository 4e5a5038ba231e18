import { and, asc, eq, inArray, notExists, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Language } from "../../../contract/language.ts";
import type { Db } from "../../db/client.ts";
import {
  type NewsletterCampaignRow,
  newsletterCampaigns,
  newsletterDeliveries,
  newsletterSubscriptions,
} from "../../db/schema/index.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";
import { campaignEmail } from "./campaign-email.ts";
import type { UnsubscribeTokens } from "./unsubscribe-token.ts";

export interface CampaignRunnerOptions {
  db: Db;
  email: EmailSender;
  tokens: UnsubscribeTokens;
  log: FastifyBaseLogger;
  /** Messages claimed at once; the default suits an ordinary SMTP account. */
  batchSize?: number;
  /** How long closing the app waits for the message in flight before leaving it. */
  stopGraceMs?: number;
}

export const INTERRUPTED = "interrupted: the shop stopped while this message was being sent";

/**
 * Sends campaigns in the background. A batch of delivery rows is claimed at once (`pending` → `claimed`), and
 * each row moves to `sending` just before its message goes to the provider: a row that reached `sending` is
 * never sent again, so two instances, or an instance restarted in the middle, give nobody a second copy. When
 * an instance starts, rows still `claimed` go back to `pending` (never handed over), and rows still `sending`
 * belonged to a run stopped mid-message: they are marked failed, since that message may or may not have left.
 */
export function campaignRunner(options: CampaignRunnerOptions) {
  const { db, email, tokens, log } = options;
  const batchSize = options.batchSize ?? 25;
  const running = new Map<number, Promise<void>>();
  let stopped = false;

  async function claimBatch(campaignId: number) {
    const next = db
      .select({ id: newsletterDeliveries.id })
      .from(newsletterDeliveries)
      .where(and(eq(newsletterDeliveries.campaignId, campaignId), eq(newsletterDeliveries.status, "pending")))
      .orderBy(asc(newsletterDeliveries.id))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    return db
      .update(newsletterDeliveries)
      .set({ status: "claimed", claimedAt: new Date() })
      .where(and(inArray(newsletterDeliveries.id, next), eq(newsletterDeliveries.status, "pending")))
      .returning();
  }

  /** Subscribers who left after the campaign started get nothing: their rows are skipped. */
  async function stillSubscribed(subscriptionIds: number[]): Promise<Set<number>> {
    if (!subscriptionIds.length) return new Set();
    const rows = await db
      .select({ id: newsletterSubscriptions.id })
      .from(newsletterSubscriptions)
      .where(
        and(
          inArray(newsletterSubscriptions.id, subscriptionIds),
          eq(newsletterSubscriptions.status, "subscribed"),
        ),
      );
    return new Set(rows.map((row) => row.id));
  }

  async function settle(id: number, status: "sent" | "failed" | "skipped", error: string | null = null) {
    // Unconditional: a message that did leave is recorded as sent even if a restart marked it interrupted.
    await db
      .update(newsletterDeliveries)
      .set({ status, error, ...(status === "sent" ? { sentAt: new Date() } : {}) })
      .where(eq(newsletterDeliveries.id, id));
  }

  async function finishIfDone(campaignId: number) {
    await db
      .update(newsletterCampaigns)
      .set({ status: "sent", finishedAt: new Date() })
      .where(
        and(
          eq(newsletterCampaigns.id, campaignId),
          eq(newsletterCampaigns.status, "sending"),
          notExists(
            db
              .select({ one: sql`1` })
              .from(newsletterDeliveries)
              .where(
                and(
                  eq(newsletterDeliveries.campaignId, campaignId),
                  inArray(newsletterDeliveries.status, ["pending", "claimed", "sending"]),
                ),
              ),
          ),
        ),
      );
  }

  async function run(campaign: NewsletterCampaignRow) {
    while (!stopped) {
      const batch = await claimBatch(campaign.id);
      if (!batch.length) break;
      const subscribed = await stillSubscribed(batch.map((row) => row.subscriptionId));
      for (const delivery of batch) {
        if (stopped) break;
        if (!subscribed.has(delivery.subscriptionId)) {
          await settle(delivery.id, "skipped");
          continue;
        }
        // The last step before the provider: from here on the row is never sent again.
        const [handing] = await db
          .update(newsletterDeliveries)
          .set({ status: "sending" })
          .where(and(eq(newsletterDeliveries.id, delivery.id), eq(newsletterDeliveries.status, "claimed")))
          .returning({ id: newsletterDeliveries.id });
        if (!handing) continue;
        const message = campaignEmail({
          campaign,
          to: delivery.email,
          language: delivery.language as Language,
          baseUrl: campaign.baseUrl,
          tokens,
        });
        let failure: string | null = null;
        try {
          await email.send(message);
        } catch (error) {
          failure = String((error as Error).message ?? error).slice(0, 1000);
        }
        await settle(delivery.id, failure ? "failed" : "sent", failure);
      }
    }
    if (stopped) {
      // Claimed but never handed to the provider: back in the queue for whichever instance runs next.
      await release(campaign.id);
      return;
    }
    await finishIfDone(campaign.id);
  }

  async function release(campaignId: number) {
    await db
      .update(newsletterDeliveries)
      .set({ status: "pending", claimedAt: null })
      .where(
        and(eq(newsletterDeliveries.campaignId, campaignId), eq(newsletterDeliveries.status, "claimed")),
      );
  }

  function start(campaign: NewsletterCampaignRow) {
    if (stopped || running.has(campaign.id)) return;
    const job = run(campaign)
      .catch((error) => {
        if (!stopped) log.error({ err: error, campaignId: campaign.id }, "newsletter campaign run failed");
      })
      .finally(() => running.delete(campaign.id));
    running.set(campaign.id, job);
  }

  /** On start-up: what a stopped run left in flight is failed, the rest of each unfinished campaign is sent. */
  async function resumeUnfinished() {
    const unfinished = await db
      .select()
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.status, "sending"))
      .orderBy(asc(newsletterCampaigns.id));
    for (const campaign of unfinished) {
      await db
        .update(newsletterDeliveries)
        .set({ status: "failed", error: INTERRUPTED })
        .where(
          and(eq(newsletterDeliveries.campaignId, campaign.id), eq(newsletterDeliveries.status, "sending")),
        );
      await release(campaign.id);
      log.info({ campaignId: campaign.id }, "resuming newsletter campaign");
      start(campaign);
    }
  }

  /** Stops claiming; waits a little for the messages in flight, then leaves them. */
  async function stop() {
    stopped = true;
    const grace = options.stopGraceMs ?? 10_000;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...running.values()]),
      new Promise((resolve) => {
        timer = setTimeout(resolve, grace);
      }),
    ]);
    clearTimeout(timer);
  }

  /** Resolves when every run this instance started has ended (tests wait on it). */
  const idle = () => Promise.allSettled([...running.values()]).then(() => undefined);

  return { start, resumeUnfinished, stop, idle };
}

export type CampaignRunner = ReturnType<typeof campaignRunner>;
