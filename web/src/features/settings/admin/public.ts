// What the admin panel (features/admin) uses of the shop's settings: the Settings tab.
export { SettingsTab } from "./settings-tab.tsx";
