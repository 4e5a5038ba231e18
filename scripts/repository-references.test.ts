import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  checkedFiles,
  headingAnchor,
  namedPaths,
  namedSections,
  problemsOf,
  proseOf,
} from "./repository-references.ts";

const root = path.resolve(import.meta.dirname, "..");

describe("the repository's comments and documents", () => {
  it("cite nothing outside the repository and name only paths that exist", () => {
    const files = checkedFiles(root).filter((file) => !file.startsWith("scripts/repository-references"));
    expect(files.length).toBeGreaterThan(300);
    expect(files.flatMap((file) => problemsOf(root, file))).toEqual([]);
  });
});

describe("namedPaths", () => {
  it("finds repository paths in backticks and in plain text, with their anchors", () => {
    expect(
      namedPaths("see `server/lib/errors.ts`, web/src/features/ and docs/architecture.md#product-rules."),
    ).toEqual([
      { path: "server/lib/errors.ts" },
      { path: "web/src/features/" },
      { path: "docs/architecture.md", anchor: "product-rules" },
    ]);
  });

  it("leaves out patterns, placeholders and paths inside other paths", () => {
    expect(
      namedPaths("i18n/*.json, server/db/migrations/<n>.sql, ../web/x.ts, node_modules/web/a.js"),
    ).toEqual([]);
  });
});

describe("namedSections", () => {
  it("finds a document's sections named by title", () => {
    expect(namedSections('the rule (docs/architecture.md "Money"), and "Points" alone')).toEqual([
      { path: "docs/architecture.md", title: "Money" },
    ]);
  });
});

describe("proseOf", () => {
  it("reads a source file's comments, not its strings or URLs", () => {
    const source =
      'const a = "web/gone.ts"; // see web/here.ts\nconst u = "http://x/web/y"; /* server/z.ts */';
    expect(proseOf("a.ts", source)).toBe("// see web/here.ts\n/* server/z.ts */");
  });
});

describe("headingAnchor", () => {
  it("is GitHub's anchor of a heading", () => {
    expect(headingAnchor(" Google sign-in and the account's own security")).toBe(
      "google-sign-in-and-the-accounts-own-security",
    );
  });
});
