// What the Settings tab (features/settings) uses of the donations' staff screens: the mosque's name card.
export { DonationSettingsCard } from "./donation-settings-card.tsx";
