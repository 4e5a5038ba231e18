import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Language } from "../../../contract/language.ts";
import type { Db } from "../../db/client.ts";
import { menuSnapshot } from "../menu/public.ts";
import { orderingStatusThisSecond } from "../ordering-hours/public.ts";
import type { PageScripts } from "./hydration-scripts.ts";
import { answeredInProcess, fillPage, PageAnswer, type PageRenderer, sendPage } from "./page-render.ts";

/** What a rendered page may be kept as, and for whom. */
type Sharing =
  /** The same for every reader of a language: kept, and `public` to caches (the menu). */
  | "shared"
  /** Rendered for this visitor, who might be anyone: never kept. */
  | "private"
  /** Holds a person's data (an order's status): never kept, nor stored by the browser. */
  | "personal";

const sharingOf = (pathname: string): Sharing =>
  pathname === "/menu" || pathname === "/menu/"
    ? "shared"
    : pathname.startsWith("/track/")
      ? "personal"
      : "private";

const CACHE_CONTROL: Record<Sharing, string> = {
  shared: "public, no-cache",
  private: "private, no-cache",
  personal: "private, no-store",
};

/** Kept pages are few (the menu, per language, per menu and opening state); a longer list is an old one. */
const MAX_KEPT = 16;

/**
 * The public pages as the server renders them (docs/decisions/0047-server-rendered-pages-hydrate-at-once.md). The menu's page is
 * the same for every reader of a language: rendered as a visitor without cookies and kept per language, menu
 * version (its ETag), opening state and hours, so a changed dish or a closed café shows at once; no other page is kept,
 * and none holding a person's data is cached anywhere.
 */
export function pageServer(options: {
  app: FastifyInstance;
  db: Db;
  renderer: PageRenderer;
  templates: Record<Language, string>;
  scripts: PageScripts;
}) {
  const { app, db, renderer, templates, scripts } = options;
  const kept = new Map<string, Promise<PageAnswer | undefined>>();

  async function render(request: FastifyRequest, language: Language, cookies: boolean) {
    const page = await renderer.renderPage(
      request.url,
      language,
      answeredInProcess(app, request, { cookies }),
    );
    return page && new PageAnswer(fillPage(templates[language], language, page, scripts));
  }

  /**
   * What the kept menu page depends on besides its language: asked of the services, not through the API as the
   * render does, and the opening state worked out once a second, since every reader of the menu asks it.
   */
  async function menuKey(request: FastifyRequest, language: Language): Promise<string> {
    const [{ etag }, status] = await Promise.all([menuSnapshot(db), orderingStatusThisSecond(db, app.clock)]);
    const { open, closesAt, nextOpen, asapAvailable, pausedUntil, weekly } = status;
    return JSON.stringify([
      language,
      request.url,
      etag,
      open,
      closesAt,
      nextOpen,
      asapAvailable,
      pausedUntil,
      // The footer shows the weekly hours: changed in Settings, they show at once.
      weekly,
    ]);
  }

  /** The page for this request, or undefined when the browser should render it. */
  return async function servePage(request: FastifyRequest, reply: FastifyReply, language: Language) {
    const pathname = request.url.split("?")[0] ?? "/";
    const sharing = sharingOf(pathname);
    let page: PageAnswer | undefined;
    if (sharing === "shared") {
      const key = await menuKey(request, language);
      let answer = kept.get(key);
      if (!answer) {
        if (kept.size >= MAX_KEPT) kept.clear();
        answer = render(request, language, false);
        kept.set(key, answer);
        // A failed render is not kept: the next reader asks again.
        void answer.then(
          (result) => result ?? kept.delete(key),
          () => kept.delete(key),
        );
      }
      page = await answer;
    } else {
      page = await render(request, language, true);
    }
    if (!page) return false;
    reply.code(pathname === "/404" ? 404 : 200).header("cache-control", CACHE_CONTROL[sharing]);
    await sendPage(request, reply, page);
    return true;
  };
}
