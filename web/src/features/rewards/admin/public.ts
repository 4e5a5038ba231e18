// What the admin panel (features/admin) uses of the rewards' staff screens: the Loyalty tab.
export { LoyaltyPanel } from "./loyalty-panel.tsx";
