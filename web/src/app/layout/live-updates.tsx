import { worksAtCafe } from "@contract/permissions.ts";
import type { ServerMessage } from "@contract/realtime.ts";
import type { PublicUser } from "@contract/users.ts";
import { useQueryClient } from "@tanstack/react-query";
import { userQueries, useUser } from "../../features/auth/public.ts";
import { menuQueries } from "../../features/menu/public.ts";
import { orderQueries } from "../../features/orders/public.ts";
import { loyaltyQueries } from "../../features/rewards/public.ts";
import { useSocketConnection, useSocketMessages, useSocketOpen } from "../../lib/socket/use-socket.ts";
import { toast } from "../../lib/toast.ts";
import { SessionEndedBanner } from "./session-ended-banner.tsx";

const orderHistoryQueryKey = orderQueries.history().queryKey;
const userQueryKey = userQueries.current().queryKey;
const menuQueryKey = menuQueries.all().queryKey;

/**
 * What the customer's pages show that the socket speaks about: refetched on every (re)connect, as nothing is
 * replayed. The admin's board refetches its own lists through useSocketOpen.
 */
const liveKeys = [
  ["/api/orders"],
  orderHistoryQueryKey,
  loyaltyQueries.summary().queryKey,
  loyaltyQueries.historyAll(),
  loyaltyQueries.birthday().queryKey,
  menuQueryKey,
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
        ? { role: worksAtCafe(user.role) ? "admin" : "customer", userId: user.id }
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
  return <SessionEndedBanner />;
}

function handleMessage(
  message: ServerMessage,
  user: PublicUser | null,
  refetch: (queryKey: readonly unknown[]) => void,
) {
  switch (message.type) {
    case "order_update":
      if (user && !user.receiveOrderUpdates && !worksAtCafe(user.role)) return;
      refetch(orderQueries.detail(String(message.data.orderId)).queryKey);
      refetch(orderHistoryQueryKey);
      return;
    case "order_created":
      // The kitchen's board listens for these itself (useSocketMessages).
      return;
    case "points_update":
      if (user && !user.receivePointsUpdates) return;
      toast.success(message.data.message);
      refetch(loyaltyQueries.summary().queryKey);
      refetch(loyaltyQueries.historyAll());
      refetch(userQueryKey);
      return;
    case "menu_changed":
      // A dish sold out or back: the menu and any cart holding it show it without a reload.
      refetch(menuQueryKey);
      return;
    case "notification":
      if (user && !user.receivePointsUpdates) return;
      toast(message.data.title, { description: message.data.message });
      if (message.data.kind === "birthday") refetch(loyaltyQueries.birthday().queryKey);
      return;
  }
}
