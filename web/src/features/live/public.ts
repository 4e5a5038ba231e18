// What other features may use of live updates: the quiet "live updates off" line and the screen-reader
// announcement of order changes. The app's socket itself is wired in the layout (app/layout/live-updates.tsx).
export { LiveStatus } from "./live-status.tsx";
export { OrderAnnouncer } from "./order-announcer.tsx";
