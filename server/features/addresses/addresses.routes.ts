import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { type Address, addressInputSchema, addressPatchSchema } from "../../../contract/addresses.ts";
import { rowIdSchema } from "../../../contract/fields.ts";
import type { Db } from "../../db/client.ts";
import { type AddressRow, addresses } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { requireUser, signedIn } from "../auth/guards.ts";

const toAddress = ({ userId: _user, createdAt: _created, ...address }: AddressRow): Address => address;
const idParams = z.object({ id: rowIdSchema });

/** A member's saved addresses for quick checkout; one of them may be the default. */
export async function addressRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const mine = (userId: number, id: number) => and(eq(addresses.id, id), eq(addresses.userId, userId));

  app.get("/api/user/addresses", { onRequest: signedIn }, async (request) => {
    const member = await requireUser(request);
    const rows = await db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, member.id))
      .orderBy(desc(addresses.isDefault), asc(addresses.id));
    return rows.map(toAddress);
  });

  app.post(
    "/api/user/addresses",
    { onRequest: signedIn, schema: { body: addressInputSchema } },
    async (request, reply) => {
      const member = await requireUser(request);
      const row = await db.transaction(async (tx) => {
        const existing = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(eq(addresses.userId, member.id));
        // The first address is the default; a new default takes over from the old one.
        const isDefault = request.body.isDefault ?? existing.length === 0;
        if (isDefault)
          await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, member.id));
        const [created] = await tx
          .insert(addresses)
          .values({ ...request.body, isDefault, userId: member.id })
          .returning();
        return created!;
      });
      return reply.code(201).send(toAddress(row));
    },
  );

  app.patch(
    "/api/user/addresses/:id",
    { onRequest: signedIn, schema: { params: idParams, body: addressPatchSchema } },
    async (request) => {
      const member = await requireUser(request);
      const row = await db.transaction(async (tx) => {
        if (request.body.isDefault) {
          await tx
            .update(addresses)
            .set({ isDefault: false })
            .where(and(eq(addresses.userId, member.id), ne(addresses.id, request.params.id)));
        }
        // Nothing to change (an empty form): answer the address as it is rather than an empty UPDATE (500).
        const nothing = Object.values(request.body).every((value) => value === undefined);
        const [updated] = nothing
          ? await tx.select().from(addresses).where(mine(member.id, request.params.id))
          : await tx
              .update(addresses)
              .set(request.body)
              .where(mine(member.id, request.params.id))
              .returning();
        if (!updated) throw notFound();
        return updated;
      });
      return toAddress(row);
    },
  );

  app.delete(
    "/api/user/addresses/:id",
    { onRequest: signedIn, schema: { params: idParams } },
    async (request) => {
      const member = await requireUser(request);
      const [deleted] = await db.delete(addresses).where(mine(member.id, request.params.id)).returning();
      if (!deleted) throw notFound();
      return { success: true };
    },
  );
}
