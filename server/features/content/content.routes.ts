import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  aboutContentSchema,
  aboutStoryBodySchema,
  founderImageAnswerSchema,
  founderImageBodySchema,
  founderImagesStatusSchema,
  founderSlots,
} from "../../../contract/content.ts";
import { dataUrlBodyLimit } from "../../../contract/images.ts";
import type { Db } from "../../db/client.ts";
import { needsPermission, requirePermission } from "../../lib/guards.ts";
import type { ImageStore } from "../../lib/image-uploads.ts";
import { aboutContent, founderImagesStatus, saveAboutStory, uploadFounderImage } from "./content.service.ts";

/**
 * The content tab (docs/architecture.md#product-rules, docs/api.md): founder photos and the
 * About page's story. The body limit lets a photo up to the menu's 10 MB arrive, so one over 5 MB is answered
 * with the specification's 'File too large' rather than a bare 413.
 */
export async function contentRoutes(
  fastify: FastifyInstance,
  { db, images }: { db: Db; images: ImageStore },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get("/api/content/about", { schema: { response: { 200: aboutContentSchema } } }, async () =>
    aboutContent(db),
  );

  app.get(
    "/api/content/founder-images-status",
    { onRequest: needsPermission("content"), schema: { response: { 200: founderImagesStatusSchema } } },
    async () => founderImagesStatus(db, images),
  );

  for (const slot of founderSlots) {
    app.post(
      `/api/content/founder-image-${slot}`,
      {
        onRequest: needsPermission("content"),
        bodyLimit: dataUrlBodyLimit("menu"),
        schema: { body: founderImageBodySchema, response: { 200: founderImageAnswerSchema } },
      },
      async (request) =>
        uploadFounderImage(
          { db, images, actor: await requirePermission(request, "content") },
          slot,
          request.body.image,
        ),
    );
  }

  app.put(
    "/api/content/about-story",
    {
      onRequest: needsPermission("content"),
      schema: { body: aboutStoryBodySchema, response: { 200: aboutContentSchema } },
    },
    async (request) =>
      saveAboutStory({ db, actor: await requirePermission(request, "content") }, request.body),
  );
}
