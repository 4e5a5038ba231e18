import { z } from "zod";
import { addressInputSchema, addressPatchSchema, addressSchema } from "../addresses.ts";
import { successAnswerSchema } from "../answers.ts";
import { defineEndpoint } from "../endpoint.ts";
import { rowIdSchema } from "../fields.ts";

const idParams = z.object({ id: rowIdSchema });

/** A member's saved addresses for quick checkout; one of them may be the default. */
export const addressEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/user/addresses",
    access: "signed-in",
    answers: { 200: z.array(addressSchema) },
  }),
  add: defineEndpoint({
    method: "POST",
    path: "/api/user/addresses",
    access: "signed-in",
    body: addressInputSchema,
    answers: { 201: addressSchema },
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: "/api/user/addresses/:id",
    access: "signed-in",
    params: idParams,
    body: addressPatchSchema,
    answers: { 200: addressSchema },
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/user/addresses/:id",
    access: "signed-in",
    params: idParams,
    answers: { 200: successAnswerSchema },
  }),
};
