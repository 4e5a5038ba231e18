import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { signInAsAdmin, signUp, useTestShop } from "./test/harness.ts";

/** A built web app in miniature: a page and a hashed script, each with its precompressed copies. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "somali-sips-web-"));
  mkdirSync(path.join(dir, "assets"));
  const page = `<!doctype html><title>Somali Sips</title>${"<!-- padding -->".repeat(100)}`;
  const somaliPage = `<!doctype html><html lang="so"><title>Somali Sips</title>${"<!-- padding -->".repeat(100)}`;
  const script = `console.log(${JSON.stringify("x".repeat(4000))});`;
  for (const [file, text] of [
    ["index.html", page],
    ["index.so.html", somaliPage],
    ["assets/index-AbC123.js", script],
    ["logo.svg", '<svg xmlns="http://www.w3.org/2000/svg"/>'],
  ] as const) {
    writeFileSync(path.join(dir, file), text);
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(text));
  }
  return dir;
}

const shop = useTestShop({ webDir: fakeBuild() });

async function get(url: string, acceptEncoding?: string) {
  return shop.app.inject({
    method: "GET",
    url,
    headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
  });
}

describe("how the web app is delivered", () => {
  it("sends hashed assets precompressed in the encoding the browser takes, cached for a year", async () => {
    const brotli = await get("/assets/index-AbC123.js", "gzip, deflate, br");
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain("xxxx");
    for (const validator of ["etag", "last-modified", "accept-ranges"])
      expect(brotli.headers[validator], validator).toBeUndefined();

    const gzipped = await get("/assets/index-AbC123.js", "gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).toString()).toContain("xxxx");

    const plain = await get("/assets/index-AbC123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("xxxx");
  });

  it("keeps the document's security headers on the page, and only those a script acts on for hashed assets", async () => {
    const page = await get("/", "br");
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    // The page is asked about on every visit: it keeps its validators.
    expect(page.headers.etag ?? page.headers["last-modified"]).toBeDefined();
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
    const script = await get("/assets/index-AbC123.js", "br");
    expect(script.headers["x-content-type-options"]).toBe("nosniff");
    expect(script.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(script.headers["content-security-policy"]).toBeUndefined();
    expect(script.headers["permissions-policy"]).toBeUndefined();
    expect(script.headers["x-frame-options"]).toBeUndefined();
    const missing = await get("/assets/gone-XyZ987.js", "br");
    expect(missing.headers["content-security-policy"]).toContain("script-src 'self'");
  });

  it("answers a missing hashed asset 404, not with the page the script would fail to run", async () => {
    const missing = await get("/assets/gone-XyZ987.js", "br");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-type"]).toMatch(/json/);
  });

  it("lets browsers keep the logo and icons for a day", async () => {
    const logo = await get("/logo.svg");
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["cache-control"]).toBe("public, max-age=86400");
  });

  it("revalidates the page itself on every visit, also where the router answers a client-side path", async () => {
    for (const url of ["/", "/menu", "/track/12"]) {
      const page = await get(url, "br");
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["cache-control"], url).toBe("no-cache");
      expect(page.headers["content-encoding"], url).toBe("br");
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toContain("<title>Somali Sips</title>");
    }
  });

  it("sends the page of the reader's chosen language, at / and at a client-side path", async () => {
    for (const url of ["/", "/menu"]) {
      const somali = await shop.app.inject({
        method: "GET",
        url,
        headers: { cookie: "language=so", "accept-encoding": "br" },
      });
      expect(somali.statusCode, url).toBe(200);
      expect(brotliDecompressSync(somali.rawPayload).toString(), url).toContain('<html lang="so">');
      expect(somali.headers.vary, url).toMatch(/cookie/i);
      const english = await shop.app.inject({ method: "GET", url, headers: { cookie: "language=en" } });
      expect(english.body, url).not.toContain('lang="so"');
      expect(english.body, url).toContain("<title>Somali Sips</title>");
    }
  });

  it("sends a first visitor without a choice the page of their browser's language", async () => {
    const somali = await shop.app.inject({
      method: "GET",
      url: "/menu",
      headers: { "accept-language": "so-SO,so;q=0.9,en;q=0.8" },
    });
    expect(somali.body).toContain('<html lang="so">');
    expect(somali.headers.vary).toMatch(/accept-language/i);
    // A choice made in the shop wins over the browser's language.
    const chosen = await shop.app.inject({
      method: "GET",
      url: "/menu",
      headers: { "accept-language": "so", cookie: "language=en" },
    });
    expect(chosen.body).not.toContain('lang="so"');
    const english = await shop.app.inject({
      method: "GET",
      url: "/menu",
      headers: { "accept-language": "en-US" },
    });
    expect(english.body).not.toContain('lang="so"');
  });

  it("compresses the menu from copies made once, and keeps its ETag across encodings", async () => {
    const plain = await get("/api/menu");
    const brotli = await get("/api/menu", "br;q=1, gzip;q=0.5");
    const gzipped = await get("/api/menu", "gzip, br;q=0");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain, brotli, gzipped].map((answer) => answer.headers.etag)).size).toBe(1);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
  });

  it("compresses other JSON answers above a small size, and leaves small ones alone", async () => {
    const admin = shop.client();
    await signInAsAdmin(shop, admin);
    for (let i = 0; i < 8; i += 1) await signUp(shop.client(), { fullName: `Member number ${i}` });
    const users = await admin.get("/api/users", { "accept-encoding": "gzip" });
    expect(users.status).toBe(200);
    expect(users.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(users.raw.rawPayload).toString()).length).toBeGreaterThanOrEqual(8);

    const health = await get("/api/health", "gzip");
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(health.json()).toEqual({ ok: true });
  });
});
