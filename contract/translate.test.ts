import { describe, expect, it } from "vitest";
import en from "../i18n/en.json" with { type: "json" };
import so from "../i18n/so.json" with { type: "json" };
import { type Catalog, translate, translatorFor } from "./translate.ts";

const catalog: Catalog = {
  menu: {
    title: "Our menu",
    greeting: "Welcome, {{name}}!",
    spaced: "Hello {{ name }}",
    points_one: "{{count}} point",
    points_other: "{{count}} points",
  },
};

describe("translating a key", () => {
  it("finds a text by its dotted key", () => {
    expect(translate(catalog, "en", "menu.title")).toBe("Our menu");
  });

  it("fills each placeholder with its value, spaces inside the braces allowed", () => {
    expect(translate(catalog, "en", "menu.greeting", { name: "Hodan" })).toBe("Welcome, Hodan!");
    expect(translate(catalog, "en", "menu.spaced", { name: "Hodan" })).toBe("Hello Hodan");
  });

  it("keeps a placeholder whose value is missing, so the gap shows", () => {
    expect(translate(catalog, "en", "menu.greeting", {})).toBe("Welcome, {{name}}!");
  });

  it("picks the plural form by the language's rules", () => {
    expect(translate(catalog, "en", "menu.points", { count: 1 })).toBe("1 point");
    expect(translate(catalog, "en", "menu.points", { count: 0 })).toBe("0 points");
    expect(translate(catalog, "en", "menu.points", { count: 12 })).toBe("12 points");
    expect(translate(catalog, "so", "menu.points", { count: 1 })).toBe("1 point");
    expect(translate(catalog, "so", "menu.points", { count: 2 })).toBe("2 points");
  });

  it("reads a key without plural forms whatever the count", () => {
    expect(translate(catalog, "en", "menu.title", { count: 3 })).toBe("Our menu");
  });

  it("answers the default value, else the key, for a key the catalog lacks", () => {
    expect(translate(catalog, "en", "menu.missing", { defaultValue: "ready" })).toBe("ready");
    expect(translate(catalog, "en", "menu.missing")).toBe("menu.missing");
    expect(translate(catalog, "en", "menu")).toBe("menu");
    expect(translate(catalog, "en", "menu.title.deeper")).toBe("menu.title.deeper");
  });

  it("reads the shop's own catalogs in both languages", () => {
    const english = translatorFor(en, "en");
    const somali = translatorFor(so, "so");
    expect(english("profile.points", { count: 1 })).toBe("1 Somali Sip Point");
    expect(english("profile.points", { count: 250 })).toBe("250 Somali Sip Points");
    expect(somali("profile.points", { count: 250 })).toMatch(/^250 /);
    expect(somali("profile.points", { count: 250 })).not.toBe(english("profile.points", { count: 250 }));
  });
});

describe("catalog keys", () => {
  it("a key written out must be in the catalog (tsc), one built at run time is looked up as it comes", () => {
    const english = translatorFor(en, "en");
    // @ts-expect-error: no such key in the catalogs, so this line does not compile.
    expect(english("menuPage.noSuchText")).toBe("menuPage.noSuchText");
    expect(english("profile.points", { count: 1 })).toMatch(/^1 /);
    const status: string = "ready";
    expect(english(`orderStatus.${status}`, { defaultValue: status })).not.toBe("");
  });

  it("a key built from a union must be in the catalog for every member of the union (tsc)", () => {
    const english = translatorFor(en, "en");
    const known = ["ready", "completed"] as const;
    for (const status of known) expect(english(`orderStatus.${status}`)).not.toMatch(/^orderStatus\./);
    const withOneMissing = ["ready", "noSuchStatus"] as const;
    // @ts-expect-error: `orderStatus.noSuchStatus` is not in the catalogs, though `orderStatus.ready` is.
    for (const status of withOneMissing) expect(english(`orderStatus.${status}`)).not.toBe("");
  });
});
