// What other features use of donations: the mosque's name and the admin's way to change it.
export { useDonationSettings, useSaveDonationSettings } from "./api/donation-settings.ts";
