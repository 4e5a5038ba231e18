import { eq } from "drizzle-orm";
import type { CampaignView } from "../../../contract/newsletter-campaigns.ts";
import { newsletterSubscriptions, outbox } from "../../db/schema/index.ts";
import { type TestClient, type TestShop, uniqueName } from "../harness.ts";

/** What the newsletter's tests share: fresh addresses, the calls, and reading back rows and mails. */
export function newsletterKit(shop: () => TestShop) {
  const address = () => `${uniqueName("reader")}@example.com`;
  const subscribe = (client: TestClient, body: Record<string, unknown>) =>
    client.post("/api/newsletter/subscribe", { subscriptionType: "all", ...body });

  async function subscription(email: string) {
    const [row] = await shop()
      .database.db.select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    return row;
  }
  const mailsTo = (email: string) =>
    shop().database.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(outbox.id);

  /** The one-click link in the newest welcome email to this address. */
  async function emailedLink(email: string) {
    const mails = await mailsTo(email);
    const match = mails.at(-1)?.textBody.match(/(https?:\/\/\S+\/unsubscribe\?email=([^&\s]+)&token=(\S+))/);
    if (!match) throw new Error(`no unsubscribe link mailed to ${email}`);
    return { url: match[1]!, email: decodeURIComponent(match[2]!), token: match[3]! };
  }

  return { address, subscribe, subscription, mailsTo, emailedLink };
}

/** Asks for a campaign until the runner has settled every delivery (no fixed sleep: a busy machine is slow). */
export async function waitForCampaign(client: TestClient, id: number, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get(`/api/admin/newsletter/campaigns/${id}`);
    if (res.status !== 200) throw new Error(`campaign ${id}: ${res.status} ${JSON.stringify(res.body)}`);
    if (res.body.status === "sent") return res.body as CampaignView;
    if (Date.now() > deadline) throw new Error(`campaign ${id} still sending: ${JSON.stringify(res.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
