/** The halves of a language's catalog that scripts/catalog-parts.ts makes at build. */
declare module "virtual:catalog/*" {
  const catalog: import("@contract/translate.ts").Catalog;
  export default catalog;
}
