import type { RedemptionCheck } from "@contract/loyalty-admin.ts";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, test } from "vitest";
import en from "../../../../../i18n/en.json" with { type: "json" };
import so from "../../../../../i18n/so.json" with { type: "json" };
import { answer } from "../../../testing/answers.ts";
import { renderScreen } from "../../../testing/render.tsx";
import { server } from "../../../testing/server.ts";
import { RedemptionDesk } from "./redemption-desk.tsx";

let asked: string[];

const aRedemption = (code: string, changes: Partial<RedemptionCheck> = {}): RedemptionCheck => ({
  code,
  state: "valid",
  member: { id: 4, username: "hodan", fullName: "Hodan Ali" },
  reward: { id: 1, name: "Free drink", description: "Any drink", pointsCost: 100, givesFreeDrink: true },
  pointsSpent: 100,
  createdAt: "2026-11-20T09:00:00.000Z",
  usedAt: null,
  usedBy: null,
  usedOnOrder: null,
  ...changes,
});

beforeEach(() => {
  asked = [];
  server.use(
    answer("GET /api/admin/redemptions/:code", ({ params }) => {
      asked.push(String(params.code));
      return aRedemption(String(params.code));
    }),
  );
});

describe("the redemption desk", () => {
  test("what is not a code is explained at the field in Somali, and nothing is asked", async () => {
    const { user } = await renderScreen(<RedemptionDesk />, { language: "so" });
    const box = screen.getByRole("textbox", { name: so.adminLoyalty.desk.code });
    await user.type(box, "RW-12{Enter}");
    expect(await screen.findByText(so.errors.redemptionCodeFormat)).toBeTruthy();
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(asked).toEqual([]);
  });

  test("a code typed as it is said is looked up in the server's form", async () => {
    const { user } = await renderScreen(<RedemptionDesk />);
    await user.type(screen.getByRole("textbox", { name: en.adminLoyalty.desk.code }), "rw abcd efgh");
    await user.click(screen.getByRole("button", { name: en.adminLoyalty.desk.check }));
    const result = await screen.findByTestId("redemption-result");
    expect(within(result).getByText("RW-ABCD-EFGH")).toBeTruthy();
    await waitFor(() => expect(asked).toEqual(["RW-ABCD-EFGH"]));
  });

  test("a code an online order used names that order, in Somali too", async () => {
    server.use(
      answer("GET /api/admin/redemptions/:code", ({ params }) =>
        aRedemption(String(params.code), {
          state: "used",
          usedAt: "2026-11-21T10:30:00.000Z",
          usedOnOrder: "SS-1042",
        }),
      ),
    );
    const { user } = await renderScreen(<RedemptionDesk />, { language: "so" });
    await user.type(screen.getByRole("textbox", { name: so.adminLoyalty.desk.code }), "RW-ABCD-EFGH{Enter}");
    const result = await screen.findByTestId("redemption-result");
    expect(within(result).getByText(/SS-1042/).textContent).toMatch(/dalabka online-ka ah SS-1042$/);
  });
});
