import { business } from "@contract/business.ts";
import { describe, expect, it } from "vitest";
import { documentTitle, titleKey } from "./page-title.ts";

describe("page titles from the route table", () => {
  it("take the deepest route's title", () => {
    expect(titleKey([{ handle: undefined }, { handle: { title: "nav.orders" } }])).toBe("nav.orders");
    expect(titleKey([{ handle: { title: "nav.admin" } }, { handle: { title: "nav.menu" } }])).toBe(
      "nav.menu",
    );
  });

  it("fall back to a parent's title when the page has none", () => {
    expect(titleKey([{ handle: { title: "nav.login" } }, { handle: {} }])).toBe("nav.login");
  });

  it("are the café's name alone on a page without a title", () => {
    expect(titleKey([{ handle: undefined }, { handle: {} }])).toBeUndefined();
    expect(documentTitle(undefined, (key) => key)).toBe(business.name);
  });

  it("put the page before the café's name", () => {
    expect(documentTitle("nav.menu", () => "Menu")).toBe(`Menu · ${business.name}`);
  });
});
