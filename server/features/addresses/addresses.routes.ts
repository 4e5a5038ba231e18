import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  type Address,
  addressInputSchema,
  addressPatchSchema,
  addressSchema,
} from "../../../contract/addresses.ts";
import { type SuccessAnswer, successAnswerSchema } from "../../../contract/answers.ts";
import { rowIdSchema } from "../../../contract/fields.ts";
import type { Db } from "../../db/client.ts";
import { requireUser, signedIn } from "../../lib/guards.ts";
import { addAddress, deleteAddress, listAddresses, updateAddress } from "./addresses.service.ts";

const idParams = z.object({ id: rowIdSchema });

/** A member's saved addresses for quick checkout; one of them may be the default. */
export async function addressRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/user/addresses",
    { onRequest: signedIn, schema: { response: { 200: z.array(addressSchema) } } },
    async (request): Promise<Address[]> => listAddresses(db, (await requireUser(request)).id),
  );

  app.post(
    "/api/user/addresses",
    { onRequest: signedIn, schema: { body: addressInputSchema, response: { 201: addressSchema } } },
    async (request, reply) => {
      const member = await requireUser(request);
      const added: Address = await addAddress(db, member.id, request.body);
      return reply.code(201).send(added);
    },
  );

  app.patch(
    "/api/user/addresses/:id",
    {
      onRequest: signedIn,
      schema: { params: idParams, body: addressPatchSchema, response: { 200: addressSchema } },
    },
    async (request): Promise<Address> => {
      const member = await requireUser(request);
      return updateAddress(db, member.id, request.params.id, request.body);
    },
  );

  app.delete(
    "/api/user/addresses/:id",
    { onRequest: signedIn, schema: { params: idParams, response: { 200: successAnswerSchema } } },
    async (request): Promise<SuccessAnswer> => {
      const member = await requireUser(request);
      await deleteAddress(db, member.id, request.params.id);
      return { success: true };
    },
  );
}
