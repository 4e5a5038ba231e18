import type { FastifyInstance } from "fastify";
import { addressEndpoints as endpoints } from "../../../contract/endpoints/addresses.ts";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { requireUser } from "../../lib/guards.ts";
import { addAddress, deleteAddress, listAddresses, updateAddress } from "./addresses.service.ts";

/** A member's saved addresses for quick checkout; one of them may be the default. */
export async function addressRoutes(app: FastifyInstance, { db }: { db: Db }) {
  defineRoute(app, endpoints.list, async (request) => listAddresses(db, (await requireUser(request)).id));

  defineRoute(app, endpoints.add, async (request, reply) => {
    const member = await requireUser(request);
    return reply.code(201).send(await addAddress(db, member.id, request.body));
  });

  defineRoute(app, endpoints.update, async (request) => {
    const member = await requireUser(request);
    return updateAddress(db, member.id, request.params.id, request.body);
  });

  defineRoute(app, endpoints.remove, async (request) => {
    const member = await requireUser(request);
    await deleteAddress(db, member.id, request.params.id);
    return { success: true as const };
  });
}
