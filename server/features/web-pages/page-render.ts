import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Language } from "../../../contract/language.ts";
import { translator } from "../../lib/i18n.ts";
import { etagMatches, preferredEncoding } from "../menu/public.ts";
import type { PageScripts } from "./hydration-scripts.ts";

/** What the server's renderer (web/src/entry-server.tsx, built to dist/server) offers. */
export interface PageRenderer {
  pageKind(pathname: string): "rendered" | "browser" | "unknown";
  renderPage(url: string, language: Language, send: typeof fetch): Promise<RenderedPage | undefined>;
}

/** A page as the renderer gives it (web/src/entry-server.tsx `RenderedPage`). */
export interface RenderedPage {
  html: string;
  title: string;
  state: unknown;
  route: string;
  catalog: { language: Language; parts: string[]; sections: Record<string, unknown> };
}

/** The renderer the build wrote beside the web app (`vite build --ssr`), or undefined without one (API tests). */
export async function loadPageRenderer(webDir: string): Promise<PageRenderer | undefined> {
  const file = path.join(webDir, "../server/entry-server.js");
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}

/**
 * The page's queries answered by the server's own routes, as the visitor's browser would ask them (their
 * cookies, so an order's tracking page shows the order only to whoever the API shows it to), without a network
 * hop. `cookies: false` asks as a visitor with none: what a page shared by everyone may hold.
 */
export function answeredInProcess(
  app: FastifyInstance,
  request: FastifyRequest,
  options: { cookies: boolean },
): typeof fetch {
  return async (input, init) => {
    const headers: Record<string, string> = Object.fromEntries(new Headers(init?.headers).entries());
    if (options.cookies && request.headers.cookie) headers.cookie = request.headers.cookie;
    const answer = await app.inject({
      method: (init?.method ?? "GET") as "GET",
      url: String(input),
      headers,
      payload: typeof init?.body === "string" ? init.body : undefined,
      remoteAddress: request.ip,
    });
    const kept = new Headers();
    for (const name of ["content-type", "retry-after"]) {
      const value = answer.headers[name];
      if (typeof value === "string") kept.set(name, value);
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.body, { status: answer.statusCode, headers: kept });
  };
}

/** The app's page in each language (scripts/catalog-parts.ts writes one per language), read once. */
export function pageTemplates(webDir: string): Record<Language, string> {
  const english = readFileSync(path.join(webDir, "index.html"), "utf8");
  const somali = path.join(webDir, "index.so.html");
  return {
    en: withStylesInline(english, webDir),
    so: withStylesInline(existsSync(somali) ? readFileSync(somali, "utf8") : english, webDir),
  };
}

/**
 * The app's stylesheet in the page itself: a server-rendered page can be drawn as soon as its HTML is in,
 * instead of after a further request that shares a slow line with the page's scripts (on a throttled phone
 * the stylesheet came 0.8 s after the HTML; docs/decisions/0047-server-rendered-pages-hydrate-at-once.md).
 * The link stays, for no media: the browser fetches it without waiting on it, into its cache for the pages it
 * renders itself, and the build's loader of a lazy page, which asks for the stylesheet by that link, finds it
 * already there and adds no second copy.
 */
function withStylesInline(template: string, webDir: string): string {
  return template.replace(
    /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/,
    (link, file: string) => {
      const css = readFileSync(path.join(webDir, file), "utf8");
      // Text that would end the style element early keeps the stylesheet a link.
      if (/<\/style/i.test(css)) return link;
      return `<style>${css}</style>\n    ${link.replace(">", ' media="not all">')}`;
    },
  );
}

/** JSON inside a script element: no `</script>` or `<!--` can end or bend it. */
const scriptSafe = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The app's page with the server's markup in its root, its title, language and description (what a search
 * result shows under the title, so in the page's language), the answers and the catalog sections it read, and
 * the page's own code loaded with the app's entry (`scripts`): the browser hydrates at once, with nothing to
 * wait for (docs/decisions/0047-server-rendered-pages-hydrate-at-once.md).
 *
 * The scripts are asked for at low priority: the page reads without them, so on a slow line its fonts come
 * first and the text is drawn before the app's 100 KB of script is in. They still run before
 * `DOMContentLoaded`, so the page hydrates before `load` as it did (Lighthouse's first paint on a throttled
 * phone: 1.9 → 1.4 s on `/`, 2.4 → 0.8–1.4 s on `/menu`; docs/decisions/0047-server-rendered-pages-hydrate-at-once.md).
 */
export function fillPage(
  template: string,
  language: Language,
  page: RenderedPage,
  scripts: PageScripts = {},
): string {
  const own = scripts[page.route];
  // Replaced by functions: a price's "$" in the markup is no replacement pattern.
  return (
    template
      .replace(/<html lang="[a-z]+"/, () => `<html lang="${language}"`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*"/,
        () =>
          `<meta name="description" content="${escapeText(translator(language)("site.description")).replace(/"/g, "&quot;")}"`,
      )
      // The catalog's first part comes in the page, below.
      .replace(/\s*<link rel="modulepreload" crossorigin href="\/assets\/[a-z]{2}-first-[^"]+\.js">/, "")
      .replace(
        /<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"><\/script>/,
        (_tag, entry: string) =>
          [
            `<script type="module" crossorigin fetchpriority="low" src="/${own?.entry ?? entry}"></script>`,
            ...(own?.preloads ?? []).map(
              (file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`,
            ),
          ].join("\n    "),
      )
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${page.html}</div>` +
          `<script type="application/json" id="page-catalog">${scriptSafe(page.catalog)}</script>` +
          `<script type="application/json" id="query-state">${scriptSafe(page.state)}</script>`,
      )
  );
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A page ready to send: its markup, and its compressed copies made when first asked for. */
export class PageAnswer {
  private readonly copies = new Map<"br" | "gzip", Promise<Buffer>>();
  readonly etag: string;

  constructor(readonly html: string) {
    this.etag = `"${createHash("sha256").update(html).digest("base64url").slice(0, 22)}"`;
  }

  /** The page in `encoding`, compressed once however many readers ask. */
  encoded(encoding: "br" | "gzip"): Promise<Buffer> {
    let copy = this.copies.get(encoding);
    if (!copy) {
      copy =
        encoding === "br"
          ? brotli(this.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipped(this.html);
      this.copies.set(encoding, copy);
    }
    return copy;
  }
}

/**
 * Sends a page in the encoding the browser takes (the compression plugin's hooks are on routes, and the pages
 * come from the not-found handler), answering a revalidation whose ETag still matches with 304.
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PageAnswer,
): Promise<void> {
  reply.type("text/html; charset=utf-8").header("etag", page.etag);
  if (reply.statusCode === 200 && etagMatches(request.headers["if-none-match"], page.etag)) {
    return reply.code(304).send();
  }
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  reply.header("vary", "cookie, accept-language, accept-encoding");
  if (!encoding) return reply.send(page.html);
  return reply.header("content-encoding", encoding).send(await page.encoded(encoding));
}
