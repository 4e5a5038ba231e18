// What the app shell may use of the content pages: the opening hours shown in the footer.
export { OpeningHours } from "./hours.tsx";
