// What the admin panel (features/admin) uses of the staff screens for members and staff: the Users tab.
export { UsersTab } from "./users-tab.tsx";
