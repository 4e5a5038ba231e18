// What the admin panel (features/admin) uses of the contact messages' staff screens: the inbox tab and the
// count of new messages beside the panel's title.
export { ContactInbox } from "./contact-inbox.tsx";
export { NewMessagesBadge } from "./new-messages-badge.tsx";
