import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * What the repository's comments and documents point at must be in the repository: no issue numbers, no
 * documents kept elsewhere, and every repository path they name must exist. scripts/repository-references.test.ts
 * runs these checks over every source and document file.
 */

/** The top-level folders a path in a comment or document starts from. */
const ROOTS = ["bench", "contract", "docs", "e2e", "i18n", "scripts", "server", "web"];
const SKIPPED = new Set(["node_modules", "dist", ".git", "test-results", "playwright-report"]);
const CODE = /\.(ts|tsx|js|mjs|cjs|css)$/;

/** Citations of something outside the repository, each with what to write instead. */
export const OUTSIDE_CITATIONS: Array<{ pattern: RegExp; instead: string }> = [
  { pattern: /\bissues? #?\d+\b/i, instead: "say why in the comment itself" },
  {
    pattern: /\bspec(?:ification)?(?:'s)? part \d\b/i,
    instead: "cite docs/api.md or docs/architecture.md#product-rules",
  },
  { pattern: /\b(?:DESIGN|STYLE|BRAND)\.md\b/, instead: "cite a section of docs/architecture.md" },
  { pattern: /\.\.\/shared\/|\bshared\/spec\b/, instead: "summarise what is needed in docs/" },
];

/** Repository-relative paths of the files to check: sources and documents, not data or generated files. */
export function checkedFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(root, dir))) {
      if (SKIPPED.has(name)) continue;
      const file = dir ? `${dir}/${name}` : name;
      if (statSync(path.join(root, file)).isDirectory()) walk(file);
      else if (CODE.test(name) || name.endsWith(".md")) files.push(file);
    }
  };
  for (const name of readdirSync(root))
    if (ROOTS.includes(name)) walk(name);
    else if (!SKIPPED.has(name) && (CODE.test(name) || name.endsWith(".md"))) files.push(name);
  // Generated from the routes: its text is checked by its own test.
  return files.filter((file) => file !== "docs/api.md").sort();
}

/** The prose of a file: a document whole, a source file's comments only (its strings may be anything). */
export function proseOf(file: string, source: string): string {
  if (file.endsWith(".md")) return source;
  return (source.match(/\/\*[\s\S]*?\*\/|(?<![:"'`\\])\/\/[^\n]*/g) ?? []).join("\n");
}

/** The repository paths a text names: `server/lib/errors.ts`, `web/src/features/`, `docs/api.md#failures`. */
export function namedPaths(text: string): Array<{ path: string; anchor?: string }> {
  const pattern = new RegExp(
    `(?<![\\w@./\\-])((?:${ROOTS.join("|")})/[\\w.\\-/]*[\\w/])(?:#([\\w-]+))?`,
    "g",
  );
  return [...text.matchAll(pattern)]
    .filter((match) => !/[*<{$]/.test(text.slice(match.index, match.index + match[0].length + 1)))
    .map((match) => ({ path: (match[1] as string).replace(/\.$/, ""), anchor: match[2] }));
}

/** The document sections a text names by title: `docs/architecture.md "Money"`. */
export function namedSections(text: string): Array<{ path: string; title: string }> {
  return [...text.matchAll(/\b(docs\/[\w./-]+\.md) "([^"\n]+)"/g)].map((match) => ({
    path: match[1] as string,
    title: match[2] as string,
  }));
}

/** GitHub's anchor of a Markdown heading: lower case, spaces to hyphens, punctuation dropped. */
export const headingAnchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\w\- ]/g, "")
    .replace(/ /g, "-");

/** The headings of a Markdown file, as written. */
function headingsOf(root: string, file: string): string[] {
  return readFileSync(path.join(root, file), "utf8")
    .split("\n")
    .filter((line) => /^#+ /.test(line))
    .map((line) => line.replace(/^#+ /, "").trim());
}

/** Every problem of one file, as "file: problem" lines. */
export function problemsOf(root: string, file: string): string[] {
  const prose = proseOf(file, readFileSync(path.join(root, file), "utf8"));
  const problems: string[] = [];
  for (const { pattern, instead } of OUTSIDE_CITATIONS) {
    const found = prose.match(pattern);
    if (found) problems.push(`${file}: cites "${found[0]}" (${instead})`);
  }
  for (const { path: named, anchor } of namedPaths(prose)) {
    if (!existsSync(path.join(root, named))) {
      problems.push(`${file}: names ${named}, which does not exist`);
      continue;
    }
    if (anchor && named.endsWith(".md") && !headingsOf(root, named).map(headingAnchor).includes(anchor))
      problems.push(`${file}: names ${named}#${anchor}, a heading it lacks`);
  }
  for (const { path: named, title } of namedSections(prose)) {
    const headings = existsSync(path.join(root, named)) ? headingsOf(root, named) : [];
    if (!headings.includes(title)) problems.push(`${file}: names ${named} "${title}", a section it lacks`);
  }
  return problems;
}
