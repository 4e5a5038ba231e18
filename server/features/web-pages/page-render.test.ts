import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fillPage, pageTemplates, type RenderedPage } from "./page-render.ts";

/** The app's page as the build writes it (web/index.html after `vite build`), cut to what fillPage reads. */
const template = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Somali tea" />
    <title>Somali Sips Café</title>
    <script type="module" crossorigin src="/assets/index-AbC123xy.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-Css12345.css">
    <link rel="modulepreload" crossorigin href="/assets/en-first-Zz9Yy8Xx.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const rendered = (
  route: string,
  sections: Record<string, unknown> = { nav: { menu: "Menu" } },
): RenderedPage => ({
  html: "<main><h1>Menu</h1><p>$3.50</p></main>",
  title: "Menu · Somali Sips Café",
  state: { queries: [] },
  route,
  catalog: { language: "so", parts: ["first"], sections },
});

const scripts = {
  "/menu": {
    entry: "assets/page-menu-page-11111111.js",
    preloads: ["assets/index-AbC123xy.js", "assets/menu-page-22222222.js"],
  },
};

describe("fillPage", () => {
  it("starts a lazy route's page from its own module, which brings the page's code with the app's entry", () => {
    const html = fillPage(template, "so", rendered("/menu"), scripts);
    expect(html).toContain(
      '<script type="module" crossorigin fetchpriority="low" src="/assets/page-menu-page-11111111.js"></script>',
    );
    expect(html).not.toContain('src="/assets/index-AbC123xy.js"');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/menu-page-22222222.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/index-AbC123xy.js">',
    );
  });

  it("keeps the app's entry for a page with no module of its own (the home page)", () => {
    const html = fillPage(template, "en", rendered("/"), scripts);
    expect(html).toContain(
      '<script type="module" crossorigin fetchpriority="low" src="/assets/index-AbC123xy.js"></script>',
    );
  });

  it("carries the catalog in the page instead of preloading its first part, in the page's language", () => {
    const html = fillPage(template, "so", rendered("/menu"), scripts);
    expect(html).not.toContain("en-first-");
    expect(html).toContain('<html lang="so"');
    const carried = /<script type="application\/json" id="page-catalog">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(carried ?? "null")).toEqual(rendered("/menu").catalog);
  });

  it("lets no text in the carried data end its script element", () => {
    const html = fillPage(
      template,
      "en",
      rendered("/menu", { nav: { menu: "</script><script>alert(1)</script>" } }),
    );
    expect(html).not.toContain("</script><script>alert(1)");
    expect(html).toContain("\\u003c/script>");
  });

  it("puts a price's dollar sign in the markup as it is", () => {
    expect(fillPage(template, "en", rendered("/menu"), scripts)).toContain("<p>$3.50</p>");
  });
});

describe("pageTemplates", () => {
  function webDir(css: string) {
    const dir = mkdtempSync(path.join(tmpdir(), "page-templates-"));
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(path.join(dir, "index.html"), template);
    writeFileSync(path.join(dir, "assets/index-Css12345.css"), css);
    return dir;
  }

  it("puts the stylesheet in the page, and keeps its link for no media, so nothing waits on it", () => {
    const { en, so } = pageTemplates(webDir("main{color:#3b2320}"));
    for (const page of [en, so]) {
      expect(page).toContain("<style>main{color:#3b2320}</style>");
      expect(page).toContain(
        '<link rel="stylesheet" crossorigin href="/assets/index-Css12345.css" media="not all">',
      );
      expect(page).not.toContain('index-Css12345.css">');
    }
  });

  it("keeps the link alone when the stylesheet holds text that would end a style element", () => {
    const { en } = pageTemplates(webDir('main::after{content:"</style>"}'));
    expect(en).not.toContain("<style>");
    expect(en).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Css12345.css">');
  });
});
