import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { addressInputSchema, addressPatchSchema } from "../../../contract/addresses.ts";
import { rowIdSchema } from "../../../contract/fields.ts";
import type { Db } from "../../db/client.ts";
import { requireUser, signedIn } from "../../lib/guards.ts";
import { addAddress, deleteAddress, listAddresses, updateAddress } from "./addresses.service.ts";

const idParams = z.object({ id: rowIdSchema });

/** A member's saved addresses for quick checkout; one of them may be the default. */
export async function addressRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get("/api/user/addresses", { onRequest: signedIn }, async (request) =>
    listAddresses(db, (await requireUser(request)).id),
  );

  app.post(
    "/api/user/addresses",
    { onRequest: signedIn, schema: { body: addressInputSchema } },
    async (request, reply) => {
      const member = await requireUser(request);
      return reply.code(201).send(await addAddress(db, member.id, request.body));
    },
  );

  app.patch(
    "/api/user/addresses/:id",
    { onRequest: signedIn, schema: { params: idParams, body: addressPatchSchema } },
    async (request) => {
      const member = await requireUser(request);
      return updateAddress(db, member.id, request.params.id, request.body);
    },
  );

  app.delete(
    "/api/user/addresses/:id",
    { onRequest: signedIn, schema: { params: idParams } },
    async (request) => {
      const member = await requireUser(request);
      await deleteAddress(db, member.id, request.params.id);
      return { success: true };
    },
  );
}
