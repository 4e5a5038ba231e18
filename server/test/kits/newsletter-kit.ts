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

  /** The double opt-in link in the newest confirmation email to this address, as the page reads it. */
  async function confirmationLink(email: string) {
    const mails = await mailsTo(email);
    const url = [...mails]
      .reverse()
      .map((mail) => mail.textBody.match(/https?:\/\/\S+\/newsletter\/confirm\?\S+/)?.[0])
      .find(Boolean);
    if (!url) throw new Error(`no confirmation link mailed to ${email}`);
    const query = new URL(url).searchParams;
    return {
      url,
      body: { email: query.get("email")!, expires: query.get("expires")!, token: query.get("token")! },
    };
  }

  /** Follows the mailed link, as the address's owner does on the web app's confirmation page. */
  async function confirm(client: TestClient, email: string) {
    const { body } = await confirmationLink(email);
    return client.post("/api/newsletter/confirm", body);
  }

  /** Subscribes and confirms: a subscription that counts. */
  async function subscribeConfirmed(client: TestClient, body: Record<string, unknown> & { email: string }) {
    const res = await subscribe(client, body);
    if (res.status !== 200) throw new Error(`subscribe failed: ${res.status} ${JSON.stringify(res.body)}`);
    const confirmed = await confirm(client, body.email.trim().toLowerCase());
    if (confirmed.status !== 200)
      throw new Error(`confirm failed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
    return confirmed;
  }

  return {
    address,
    subscribe,
    subscription,
    mailsTo,
    emailedLink,
    confirmationLink,
    confirm,
    subscribeConfirmed,
  };
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
