import { describe, expect, it } from "vitest";
import { claimChunkReload, isChunkLoadError } from "./chunk-reload.ts";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe("reloading after a lost chunk", () => {
  it("recognises the browsers' failed dynamic imports", () => {
    expect(
      isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/menu-page-x.js")),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/index.css"))).toBe(true);
  });

  it("leaves other errors to the error page", () => {
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError({ status: 404 })).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it("reloads once, then not again within half a minute", () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, 1_000_000)).toBe(true);
    expect(claimChunkReload(storage, 1_010_000)).toBe(false);
    expect(claimChunkReload(storage, 1_031_000)).toBe(true);
  });

  it("does not reload when storage refuses, so it can never loop", () => {
    const refusing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {},
    };
    expect(claimChunkReload(refusing)).toBe(false);
  });
});
