import type { FastifyInstance } from "fastify";
import type { FounderSlot } from "../../../contract/content.ts";
import { contentEndpoints as endpoints } from "../../../contract/endpoints/content.ts";
import { dataUrlBodyLimit } from "../../../contract/images.ts";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { requirePermission } from "../../lib/guards.ts";
import type { ImageStore } from "../../lib/image-uploads.ts";
import { aboutContent, founderImagesStatus, saveAboutStory, uploadFounderImage } from "./content.service.ts";

/**
 * The content tab (docs/architecture.md#product-rules, docs/api.md): founder photos and the
 * About page's story. The body limit lets a photo up to the menu's 10 MB arrive, so one over 5 MB is answered
 * with the specification's 'File too large' rather than a bare 413.
 */
export async function contentRoutes(app: FastifyInstance, { db, images }: { db: Db; images: ImageStore }) {
  defineRoute(app, endpoints.about, async () => aboutContent(db));

  defineRoute(app, endpoints.founderImagesStatus, async () => founderImagesStatus(db, images));

  const slots = [
    ["1", endpoints.founderImage1],
    ["2", endpoints.founderImage2],
  ] as const satisfies readonly (readonly [FounderSlot, unknown])[];
  for (const [slot, endpoint] of slots) {
    defineRoute(app, endpoint, { bodyLimit: dataUrlBodyLimit("menu") }, async (request) =>
      uploadFounderImage(
        { db, images, actor: await requirePermission(request, "content") },
        slot,
        request.body.image,
      ),
    );
  }

  defineRoute(app, endpoints.saveAboutStory, async (request) =>
    saveAboutStory({ db, actor: await requirePermission(request, "content") }, request.body),
  );
}
