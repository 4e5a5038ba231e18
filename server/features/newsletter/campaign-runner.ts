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
 * Sends campaigns in the background, a batch at a time. Each delivery row is claimed (`pending` → `sending`)
 * before its message goes to the provider and is never sent again once claimed, so two instances, or an
 * instance restarted in the middle, give nobody a second copy. A row still `sending` when an instance starts
 * belonged to a run that stopped mid-message: it is marked failed, since the message may or may not have left.
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
      .set({ status: "sending", claimedAt: new Date() })
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
                  inArray(newsletterDeliveries.status, ["pending", "sending"]),
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
      for (const [index, delivery] of batch.entries()) {
        if (stopped) {
          // Not handed to the provider yet: back in the queue for whichever instance runs next.
          const unsent = batch.slice(index).map((row) => row.id);
          await db
            .update(newsletterDeliveries)
            .set({ status: "pending", claimedAt: null })
            .where(and(inArray(newsletterDeliveries.id, unsent), eq(newsletterDeliveries.status, "sending")));
          return;
        }
        if (!subscribed.has(delivery.subscriptionId)) {
          await settle(delivery.id, "skipped");
          continue;
        }
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
    if (!stopped) await finishIfDone(campaign.id);
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
