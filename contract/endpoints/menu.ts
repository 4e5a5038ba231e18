import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { rowIdSchema } from "../fields.ts";
import { menuDeleteAnswerSchema, menuItemInputSchema, menuItemPatchSchema, menuItemSchema } from "../menu.ts";
import { optionGroupsInputSchema, optionGroupViewSchema } from "../menu-option-schemas.ts";

const itemParams = z.object({ id: rowIdSchema });
const groupsAnswer = z.object({ groups: z.array(optionGroupViewSchema) });

/** The menu and its editing: GET, POST, PATCH and DELETE /api/menu in docs/api.md. */
export const menuEndpoints = {
  /** Every item, unavailable ones too; the server sends its cached snapshot's bytes, which this describes. */
  list: defineEndpoint({
    method: "GET",
    path: "/api/menu",
    access: "public",
    answers: {
      200: z.array(menuItemSchema),
      304: z.null().describe("Unchanged since the ETag sent: no body."),
    },
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/menu",
    access: "menu.edit",
    body: menuItemInputSchema,
    answers: { 201: menuItemSchema },
  }),
  /** The counter may only mark an item sold out or back (`menu.availability`); any other field needs `menu.edit`. */
  update: defineEndpoint({
    method: "PATCH",
    path: "/api/menu/:id",
    access: "menu.availability",
    params: itemParams,
    body: menuItemPatchSchema,
    answers: { 200: menuItemSchema },
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/menu/:id",
    access: "menu.edit",
    params: itemParams,
    answers: { 200: menuDeleteAnswerSchema },
  }),
  optionGroups: defineEndpoint({
    method: "GET",
    path: "/api/menu/:id/option-groups",
    access: "menu.edit",
    params: itemParams,
    answers: { 200: groupsAnswer },
  }),
  saveOptionGroups: defineEndpoint({
    method: "PUT",
    path: "/api/menu/:id/option-groups",
    access: "menu.edit",
    params: itemParams,
    body: optionGroupsInputSchema,
    answers: { 200: groupsAnswer },
  }),
};
