import { describe, expect, it } from "vitest";
import {
  campaignContent,
  campaignDraftSchema,
  campaignParagraphs,
  monthsUpTo,
} from "./newsletter-campaigns.ts";

const both = { subjectEn: "Hello", bodyEn: "Hi", subjectSo: "Salaan", bodySo: "Nabad" };

describe("campaignContent", () => {
  it("gives Somali readers the Somali text and everyone else the English", () => {
    expect(campaignContent(both, "so")).toEqual({ subject: "Salaan", body: "Nabad", language: "so" });
    expect(campaignContent(both, "en")).toEqual({ subject: "Hello", body: "Hi", language: "en" });
  });

  it("falls back to English when the Somali text is missing or blank", () => {
    for (const somali of [
      { subjectSo: null, bodySo: null },
      { subjectSo: "  ", bodySo: "Nabad" },
      { subjectSo: "Salaan", bodySo: "" },
    ])
      expect(campaignContent({ ...both, ...somali }, "so")).toEqual({
        subject: "Hello",
        body: "Hi",
        language: "en",
      });
  });
});

describe("campaignParagraphs", () => {
  it("splits on blank lines and keeps single line breaks inside a paragraph", () => {
    expect(campaignParagraphs("One\r\ntwo\n\n\n  \nThree  \n")).toEqual([["One", "two"], ["Three"]]);
    expect(campaignParagraphs("  \n\n ")).toEqual([]);
  });
});

describe("campaignDraftSchema", () => {
  it("treats blank Somali fields as absent, and wants both or neither", () => {
    expect(
      campaignDraftSchema.parse({ subjectEn: " Hello ", bodyEn: "Hi", subjectSo: " ", bodySo: "" }),
    ).toEqual({
      subjectEn: "Hello",
      bodyEn: "Hi",
    });
    const half = campaignDraftSchema.safeParse({ subjectEn: "Hello", bodyEn: "Hi", bodySo: "Nabad" });
    expect(half.error?.issues[0]).toMatchObject({
      message: "errors.campaignSomaliIncomplete",
      path: ["subjectSo"],
    });
  });
});

describe("monthsUpTo", () => {
  it("counts back across the turn of the year, oldest first", () => {
    expect(monthsUpTo({ year: 2027, month: 2 }, 4)).toEqual(["2026-11", "2026-12", "2027-01", "2027-02"]);
    expect(monthsUpTo({ year: 2026, month: 12 }, 12)).toHaveLength(12);
    expect(monthsUpTo({ year: 2026, month: 12 }, 12)[0]).toBe("2026-01");
  });
});
