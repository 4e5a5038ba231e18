/** What the admin panel uses of the reports feature. */
export { ReportsTab } from "./components/reports-tab.tsx";
