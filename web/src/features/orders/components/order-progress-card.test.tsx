import type { Language } from "@contract/language.ts";
import { type Catalog, translatorFor } from "@contract/translate.ts";
import { screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import en from "../../../../../i18n/en.json" with { type: "json" };
import so from "../../../../../i18n/so.json" with { type: "json" };
import { anOrder } from "../../../testing/orders.ts";
import { renderScreen } from "../../../testing/render.tsx";
import { OrderProgressCard } from "./order-progress-card.tsx";

const catalogs: Record<Language, Catalog> = { en, so };
/** Monday 8 June 2026, 10:15 AM in Minneapolis. */
const later = "2026-06-08T15:15:00.000Z";

describe.each(["en", "so"] as const)("an order for later on its tracking page, in %s", (language) => {
  const t = translatorFor(catalogs[language], language);

  test.each(["received", "in_progress"] as const)(
    "the headline follows its status (%s) and says when it will be ready",
    async (status) => {
      await renderScreen(<OrderProgressCard order={anOrder({ status, scheduledFor: later })} />, {
        language,
      });
      const headline = screen.getByTestId("track-headline").textContent ?? "";
      expect(headline.startsWith(t(`track.headline.${status}`))).toBe(true);
      expect(headline).toContain("10:15");
    },
  );
});
