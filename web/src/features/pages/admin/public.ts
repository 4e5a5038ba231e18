// What the admin panel (features/admin) uses of the content pages' staff screens: the About page's editor.
export { ContentPanel } from "./content-panel.tsx";
