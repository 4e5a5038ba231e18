import type { ServerMessage } from "@contract/realtime.ts";
import type { PublicUser } from "@contract/users.ts";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { useSocketConnection, useSocketMessages, useSocketOpen } from "../../lib/socket/use-socket.ts";
import { userQueryKey, useUser } from "../auth/api/use-user.ts";
import { orderHistoryQueryKey } from "../orders/api/use-order-history.ts";
import { loyaltyKeys } from "../rewards/api/loyalty-keys.ts";

/** What the pages show that the socket speaks about: refetched on every (re)connect, as nothing is replayed. */
const liveKeys = [
  ["/api/orders"],
  orderHistoryQueryKey,
  ["/api/admin/orders"],
  loyaltyKeys.summary,
  loyaltyKeys.historyAll,
  loyaltyKeys.birthday,
] as const;

/**
 * The app's one socket, opened as whoever is signed in (a guest otherwise), and what its messages change:
 * orders and points are read again, `points_update` and `notification` show a toast, a birthday message
 * refetches the birthday card. The member's preferences are respected here too.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const { user, isLoading } = useUser();
  useSocketConnection(
    isLoading
      ? null
      : user
        ? { role: user.isAdmin ? "admin" : "customer", userId: user.id }
        : { role: "guest" },
  );
  useSocketOpen(() => {
    for (const queryKey of liveKeys) void queryClient.invalidateQueries({ queryKey });
  });
  useSocketMessages((message) =>
    handleMessage(message, user, (queryKey) => {
      void queryClient.invalidateQueries({ queryKey });
    }),
  );
  return null;
}

function handleMessage(
  message: ServerMessage,
  user: PublicUser | null,
  refetch: (queryKey: readonly unknown[]) => void,
) {
  switch (message.type) {
    case "order_update":
      if (user && !user.receiveOrderUpdates && !user.isAdmin) return;
      refetch(["/api/orders", String(message.data.orderId)]);
      refetch(orderHistoryQueryKey);
      if (user?.isAdmin) refetch(["/api/admin/orders"]);
      return;
    case "order_created":
      refetch(["/api/admin/orders"]);
      return;
    case "points_update":
      if (user && !user.receivePointsUpdates) return;
      toast.success(message.data.message);
      refetch(loyaltyKeys.summary);
      refetch(loyaltyKeys.historyAll);
      refetch(userQueryKey);
      return;
    case "notification":
      if (user && !user.receivePointsUpdates) return;
      toast(message.data.title, { description: message.data.message });
      if (message.data.kind === "birthday") refetch(loyaltyKeys.birthday);
      return;
  }
}
