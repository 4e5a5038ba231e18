// What the admin panel (features/admin) uses of the audit log's screens: the Audit tab.
export { AuditTab } from "./audit-tab.tsx";
