import { eq } from "drizzle-orm";
import type { Language } from "../../../contract/language.ts";
import type { ServerMessage } from "../../../contract/realtime.ts";
import type { Db } from "../../db/client.ts";
import { pointsTransactions, rewards, users } from "../../db/schema/index.ts";
import { translator } from "../../lib/i18n.ts";
import type { SocketHub } from "./socket-hub.ts";

type Entry = typeof pointsTransactions.$inferSelect;

/** Which words tell of a ledger movement: it is earned, on its way, taken back, or spent. */
function pointsWording(entry: Entry): { type: "earn" | "redeem"; key: string } {
  if (entry.status === "reversed") return { type: "redeem", key: "realtime.points.reversed" };
  if (entry.amount < 0) return { type: "redeem", key: "realtime.points.redeemed" };
  if (entry.status === "pending") return { type: "earn", key: "realtime.points.pending" };
  return { type: "earn", key: "realtime.points.earned" };
}

/**
 * Tells a member of their points in their language (docs/api.md), unless they turned
 * points updates off: a `points_update` for every movement, and a `notification` for a birthday bonus
 * (the browser refetches the birthday card) or a reward bought with points.
 */
export async function deliverPointsEvent(db: Db, hub: SocketHub, entryId: number, userId: number) {
  const listeners = hub.memberListeners(userId);
  if (listeners.size === 0) return;
  const [found] = await db
    .select({
      entry: pointsTransactions,
      language: users.languagePreference,
      wanted: users.receivePointsUpdates,
      reward: { name: rewards.name, nameSo: rewards.nameSo },
    })
    .from(pointsTransactions)
    .innerJoin(users, eq(users.id, pointsTransactions.userId))
    .leftJoin(rewards, eq(rewards.id, pointsTransactions.rewardId))
    .where(eq(pointsTransactions.id, entryId));
  if (!found?.wanted) return;
  const { entry } = found;
  const language: Language = found.language === "so" ? "so" : "en";
  const t = translator(language);
  const count = Math.abs(entry.amount);
  const wording = pointsWording(entry);
  const messages: ServerMessage[] = [
    {
      type: "points_update",
      data: {
        type: wording.type,
        reason: entry.status === "reversed" ? "reversed" : entry.transactionType,
        message: t(wording.key, { count }),
        points: count,
      },
    },
  ];
  if (entry.transactionType === "birthday" && entry.status === "completed") {
    messages.push({
      type: "notification",
      data: {
        kind: "birthday",
        title: t("realtime.birthday.title"),
        message: t("realtime.birthday.message", { count }),
      },
    });
  }
  if (entry.rewardId !== null && entry.amount < 0 && found.reward?.name) {
    const reward = language === "so" && found.reward.nameSo ? found.reward.nameSo : found.reward.name;
    messages.push({
      type: "notification",
      data: {
        kind: "reward",
        title: t("realtime.reward.title"),
        message: t("realtime.reward.message", { reward }),
      },
    });
  }
  for (const listener of listeners) for (const message of messages) listener.send(message);
}
