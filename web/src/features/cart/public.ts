// The cart as other features see it: the store, its hooks and the line shape.
export {
  type CartItem,
  type CartOption,
  cart,
  lineKey,
  syncCartWithMenu,
  useCart,
  useCartCount,
} from "./cart-store.ts";
