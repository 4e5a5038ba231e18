import {
  aboutContentSchema,
  aboutStoryBodySchema,
  founderImageAnswerSchema,
  founderImageBodySchema,
  founderImagesStatusSchema,
} from "../content.ts";
import { defineEndpoint } from "../endpoint.ts";

/** A founder photo's upload: one call per slot of the About page, the photo as a data URL. */
const founderImage = <const Path extends string>(path: Path) =>
  defineEndpoint({
    method: "POST",
    path,
    access: "content",
    body: founderImageBodySchema,
    answers: { 200: founderImageAnswerSchema },
  });

/** The About page and the content tab that edits it (docs/api.md). */
export const contentEndpoints = {
  about: defineEndpoint({
    method: "GET",
    path: "/api/content/about",
    access: "public",
    answers: { 200: aboutContentSchema },
  }),
  founderImagesStatus: defineEndpoint({
    method: "GET",
    path: "/api/content/founder-images-status",
    access: "content",
    answers: { 200: founderImagesStatusSchema },
  }),
  founderImage1: founderImage("/api/content/founder-image-1"),
  founderImage2: founderImage("/api/content/founder-image-2"),
  saveAboutStory: defineEndpoint({
    method: "PUT",
    path: "/api/content/about-story",
    access: "content",
    body: aboutStoryBodySchema,
    answers: { 200: aboutContentSchema },
  }),
};
