import { business } from "@contract/business.ts";
import { describe, expect, it } from "vitest";
import { documentTitle, titleKey } from "./page-title.ts";

describe("page titles from the route table", () => {
  it("take the deepest route's title", () => {
    expect(titleKey([undefined, { title: "nav.orders" }])).toBe("nav.orders");
    expect(titleKey([{ title: "nav.admin" }, { title: "nav.menu" }])).toBe("nav.menu");
  });

  it("fall back to a parent's title when the page has none", () => {
    expect(titleKey([{ title: "nav.login" }, {}])).toBe("nav.login");
  });

  it("are the café's name alone on a page without a title", () => {
    expect(titleKey([undefined, {}])).toBeUndefined();
    expect(documentTitle(undefined, (key) => key)).toBe(business.name);
  });

  it("put the page before the café's name", () => {
    expect(documentTitle("nav.menu", () => "Menu")).toBe(`Menu · ${business.name}`);
  });
});
