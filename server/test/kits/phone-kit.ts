import { and, desc, eq } from "drizzle-orm";
import { outbox, smsVerifications, users } from "../../db/schema/index.ts";
import { signUp, type TestClient, type TestShop } from "../harness.ts";

let next = 0;
/** A Minneapolis number no other test uses, as a member might type it and in E.164. */
export function uniquePhone() {
  next += 1;
  const line = String((process.pid * 7 + next * 131) % 10_000).padStart(4, "0");
  const exchange = 200 + ((next * 37 + process.pid) % 700);
  return { typed: `(612) ${exchange}-${line}`, e164: `+1612${exchange}${line}` };
}

/** A member signed in on their own client, with `phone` saved on the account. */
export async function memberWithPhone(shop: TestShop, phone = uniquePhone()) {
  const client = shop.client();
  const signed = await signUp(client, { phone: phone.typed });
  return { client, phone, ...signed };
}

/** The code in the latest SMS the local verifier wrote to the outbox for `e164`. */
export async function lastSmsCode(shop: TestShop, e164: string): Promise<string | undefined> {
  const [row] = await shop.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, "sms"), eq(outbox.recipient, e164)))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row?.textBody.match(/\b(\d{6})\b/)?.[1];
}

export async function smsSentTo(shop: TestShop, e164: string) {
  return shop.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, "sms"), eq(outbox.recipient, e164)));
}

export async function verificationRows(shop: TestShop, e164: string) {
  return shop.database.db.select().from(smsVerifications).where(eq(smsVerifications.phone, e164));
}

export async function userRow(shop: TestShop, id: number) {
  const [row] = await shop.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

/** A test clock: real time plus whatever the test has moved it forward. */
export function testClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(seconds: number) {
      offset += seconds * 1000;
    },
  };
}

export const sendCode = (client: TestClient, phoneNumber: string) =>
  client.post("/api/verify/send", { phoneNumber });
export const checkCode = (client: TestClient, phoneNumber: string, code: string) =>
  client.post("/api/verify/check", { phoneNumber, code });
