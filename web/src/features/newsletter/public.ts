// What other features and the app shell may use of the newsletter: subscribing, and the footer's sign-up form.
export { subscribeToNewsletter } from "./api/subscribe.ts";
export { FooterNewsletter } from "./components/footer-newsletter.tsx";
