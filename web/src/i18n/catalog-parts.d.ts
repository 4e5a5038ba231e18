/** The halves of a language's catalog that scripts/catalog-parts.ts makes at build. */
declare module "virtual:catalog/*" {
  const catalog: Record<string, unknown>;
  export default catalog;
}
