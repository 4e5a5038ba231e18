import type { AdminPromotion } from "@contract/loyalty-admin.ts";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import en from "../../../../../i18n/en.json" with { type: "json" };
import { answer, refuse } from "../../../testing/answers.ts";
import { renderScreen } from "../../../testing/render.tsx";
import { server } from "../../../testing/server.ts";
import { aDish } from "../../../testing/shop.ts";
import { PromotionsSection } from "./promotions.tsx";

const texts = en.adminLoyalty.promotions;
let stored: AdminPromotion[];
let sent: { method: string; body?: unknown; id?: string }[];

function aPromotion(fields: Partial<AdminPromotion>): AdminPromotion {
  return {
    id: 1,
    type: "double_points",
    freeMenuItemId: null,
    startsAt: "2026-11-20T09:00:00.000Z",
    endsAt: "2026-11-27T09:00:00.000Z",
    active: false,
    createdBy: "owner",
    ...fields,
  };
}

beforeEach(() => {
  sent = [];
  stored = [aPromotion({ id: 1 })];
  server.use(
    answer("GET /api/menu", () => [
      aDish({ id: 1, name: "Shaah" }),
      aDish({ id: 2, name: "Bur", category: "desserts" }),
    ]),
    answer("GET /api/promotions", () => stored),
    answer("GET /api/promotions/active", () => stored.filter((promotion) => promotion.active)),
    answer("POST /api/promotions", ({ body }) => {
      sent.push({ method: "POST", body });
      const created = aPromotion({ id: 2, active: true, ...(body as Partial<AdminPromotion>) });
      stored = [created, ...stored];
      return created;
    }),
    answer("DELETE /api/promotions/:id", ({ params }) => {
      sent.push({ method: "DELETE", id: String(params.id) });
      stored = stored.map((promotion) =>
        promotion.id === Number(params.id) ? { ...promotion, active: false } : promotion,
      );
      return stored[0]!;
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("special promotions", () => {
  test("a free item for three days is started with the item chosen, and the list shows it running", async () => {
    const { user } = await renderScreen(<PromotionsSection />);
    expect((await screen.findAllByText(texts.over)).length).toBeGreaterThan(0);
    await user.click(screen.getByRole("button", { name: texts.create }));
    const dialog = await screen.findByRole("dialog", { name: texts.dialogTitle });

    await user.click(within(dialog).getByRole("radio", { name: new RegExp(texts.types.free_item) }));
    await user.selectOptions(within(dialog).getByRole("combobox", { name: texts.freeItem }), "Bur");
    await user.click(within(dialog).getByRole("radio", { name: "3 days" }));
    await user.click(within(dialog).getByRole("button", { name: texts.start }));

    await waitFor(() =>
      expect(sent).toEqual([
        { method: "POST", body: { type: "free_item", durationDays: 3, freeMenuItemId: 2 } },
      ]),
    );
    expect(await screen.findByText(texts.created)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect((await screen.findAllByText("Free Bur")).length).toBeGreaterThan(0);
    expect(screen.getAllByText(texts.running).length).toBeGreaterThan(0);
  });

  test("a refusal is said with the server's reason and the dialog stays open", async () => {
    server.use(refuse("POST /api/promotions", 403, "forbidden"));
    const { user } = await renderScreen(<PromotionsSection />);
    await user.click(await screen.findByRole("button", { name: texts.create }));
    const dialog = await screen.findByRole("dialog", { name: texts.dialogTitle });
    await user.click(within(dialog).getByRole("button", { name: texts.start }));
    expect(await screen.findByText(texts.createFailed)).toBeTruthy();
    expect(screen.getByText(en.errors.forbidden)).toBeTruthy();
    expect(screen.getByRole("dialog", { name: texts.dialogTitle })).toBeTruthy();
  });

  test("ending a running promotion asks first, and nothing is sent when the admin says no", async () => {
    stored = [aPromotion({ id: 5, type: "double_points", active: true })];
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    const { user } = await renderScreen(<PromotionsSection />);
    const end = (await screen.findAllByRole("button", { name: "End Double points now" }))[0]!;
    await user.click(end);
    expect(confirm).toHaveBeenCalledWith(
      "End Double points now? Orders placed from now on no longer get it.",
    );
    expect(sent).toEqual([]);

    confirm.mockReturnValue(true);
    await user.click(end);
    await waitFor(() => expect(sent).toEqual([{ method: "DELETE", id: "5" }]));
    expect(await screen.findByText(texts.ended)).toBeTruthy();
  });
});
