import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CampaignView } from "../../../contract/newsletter-campaigns.ts";
import { buildApp } from "../../app.ts";
import { newsletterDeliveries, newsletterSubscriptions } from "../../db/schema/index.ts";
import { ensureAdmin } from "../../features/auth/admin-bootstrap.ts";
import type { EmailMessage, EmailSender } from "../../providers/email/email-sender.ts";
import { TestClient, uniqueName } from "../../test/harness.ts";
import { waitForCampaign } from "../../test/kits/newsletter-kit.ts";
import { openTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import { INTERRUPTED } from "./campaign-runner.ts";

/**
 * A campaign interrupted in the middle: the first app stops while a message is in flight, a second app on the
 * same database resumes at start-up, and nobody receives two copies.
 */

const secret = "resume-test-secret-resume-test-secret-012";
let database: TestDatabase;
const apps: FastifyInstance[] = [];

/** A provider that records what it was handed; `holdAt` makes that message hang, as a dying process would. */
function recordingSender(holdAt?: number) {
  const handed: EmailMessage[] = [];
  let reachedHold: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    reachedHold = resolve;
  });
  const sender: EmailSender = {
    send(message) {
      handed.push(message);
      if (handed.length === holdAt) {
        reachedHold();
        return new Promise<void>(() => {});
      }
      return Promise.resolve();
    },
  };
  return { sender, handed, held };
}

async function startApp(email: EmailSender) {
  const app = await buildApp({
    db: database.db,
    sessionSecret: secret,
    logLevel: "silent",
    rateLimitScale: 100,
    trustProxy: true,
    email,
    campaigns: { batchSize: 3, stopGraceMs: 50 },
  });
  apps.push(app);
  await app.ready();
  return app;
}

async function adminOf(app: FastifyInstance) {
  const username = uniqueName("admin");
  await ensureAdmin(database.db, username, "admin password for tests");
  const client = new TestClient(app);
  expect((await client.post("/api/login", { username, password: "admin password for tests" })).status).toBe(
    200,
  );
  return client;
}

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
  await database.drop();
});

describe("a campaign interrupted by a restart", () => {
  it("resumes on the next start and gives nobody a second copy", async () => {
    const subscribers = Array.from({ length: 10 }, (_, i) => ({
      email: `${uniqueName("reader")}@example.com`,
      language: i % 2 ? "so" : "en",
      status: "subscribed",
      confirmedAt: new Date(),
    }));
    await database.db.insert(newsletterSubscriptions).values(subscribers);

    // The first instance hangs on its fifth message, mid-way through the second batch, and is stopped.
    const first = recordingSender(5);
    const app1 = await startApp(first.sender);
    const admin1 = await adminOf(app1);
    const res = await admin1.post("/api/admin/newsletter/campaigns", {
      subjectEn: "Resumed",
      bodyEn: "Hello",
      subjectSo: "Dib loo bilaabay",
      bodySo: "Salaan",
    });
    expect(res.status).toBe(202);
    const { id } = res.body as CampaignView;
    await first.held;
    await app1.close();
    // Four went out and one is lost in flight; the sixth, claimed in the same batch, was never handed over.
    expect(await statusCounts(id)).toEqual({ sent: 4, sending: 1, claimed: 1, pending: 4 });

    const second = recordingSender();
    const app2 = await startApp(second.sender);
    const done = await waitForCampaign(await adminOf(app2), id);
    expect(done).toMatchObject({ status: "sent", recipients: 10, sent: 9, failed: 1, pending: 0 });

    const everyone = [...first.handed, ...second.handed].map((message) => message.to);
    expect(new Set(everyone).size).toBe(everyone.length);
    expect(everyone.sort()).toEqual(subscribers.map((s) => s.email).sort());
    expect(second.handed).toHaveLength(5);
    const [lost] = await database.db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.status, "failed"));
    expect(lost).toMatchObject({ email: first.handed[4]!.to, error: INTERRUPTED });
    // Each copy in its reader's language, whichever instance sent it.
    for (const message of [...first.handed, ...second.handed]) {
      const reader = subscribers.find((s) => s.email === message.to)!;
      expect(message.subject).toBe(reader.language === "so" ? "Dib loo bilaabay" : "Resumed");
    }

    // A third start finds nothing left to do.
    const third = recordingSender();
    await startApp(third.sender);
    expect(third.handed).toEqual([]);
  });
});

async function statusCounts(campaignId: number) {
  const rows = await database.db
    .select({ status: newsletterDeliveries.status })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.campaignId, campaignId));
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.status] = (counts[row.status] ?? 0) + 1;
  return counts;
}
