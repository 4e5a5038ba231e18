// What the admin panel (features/admin) uses of the newsletter's staff screens: the Newsletter tab. The
// analytics are a page of their own (web/src/app/routes.tsx loads it).
export { NewsletterTab } from "./newsletter-tab.tsx";
