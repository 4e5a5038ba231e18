import { defineEndpoint } from "../endpoint.ts";
import {
  orderingSettingsInputSchema,
  orderingSettingsSchema,
  orderingStatusSchema,
  pauseInputSchema,
} from "../ordering-hours-schemas.ts";

/** When the café takes orders: GET /api/ordering-hours and the admin's settings in docs/api.md. */
export const orderingHoursEndpoints = {
  /** Whether the café is open now and the times a customer may choose. */
  status: defineEndpoint({
    method: "GET",
    path: "/api/ordering-hours",
    access: "public",
    answers: { 200: orderingStatusSchema },
  }),
  /** The board shows the pause and the hours; only the owner changes the hours. */
  settings: defineEndpoint({
    method: "GET",
    path: "/api/admin/ordering-settings",
    access: "board",
    answers: { 200: orderingSettingsSchema },
  }),
  saveSettings: defineEndpoint({
    method: "PUT",
    path: "/api/admin/ordering-settings",
    access: "settings",
    body: orderingSettingsInputSchema,
    answers: { 200: orderingSettingsSchema },
  }),
  pause: defineEndpoint({
    method: "POST",
    path: "/api/admin/ordering-pause",
    access: "board",
    body: pauseInputSchema,
    answers: { 200: orderingStatusSchema },
  }),
};
