// What the app shell may use of the content pages: the opening hours shown in the footer.

// The About page's stored content: the admin's content tab refreshes it after a change.
export { aboutContentQuery } from "./api/about-content.ts";
export { OpeningHours } from "./hours.tsx";
