import type { Plugin } from "vite";

/**
 * Writes the build's entry `name` into every page as an `async` module script ahead of the app's: the browser
 * runs it as soon as it arrives, not after the app's script as it would a second deferred one.
 */
export function earlyScript(name: string): Plugin {
  return {
    name: "somali-sips:early-script",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === "chunk" && output.isEntry && output.name === name,
        );
        if (!chunk) throw new Error(`the build has no entry named ${name}`);
        return [
          {
            tag: "script",
            attrs: { type: "module", async: true, crossorigin: true, src: `/${chunk.fileName}` },
            injectTo: "head",
          },
        ];
      },
    },
  };
}
