import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** Text assets worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` beside every text asset of the build, once, so the
 * server sends what the browser accepts without compressing on each request (@fastify/static preCompressed).
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "somali-sips:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const source = readFileSync(file);
        if (source.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}
