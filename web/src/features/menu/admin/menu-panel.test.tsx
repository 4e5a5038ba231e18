import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { answer } from "../../../testing/answers.ts";
import { renderScreen } from "../../../testing/render.tsx";
import { server } from "../../../testing/server.ts";
import { aDish } from "../../../testing/shop.ts";
import { TestGatewayNote } from "../../payments/admin/public.ts";
import { MenuPanel } from "./menu-panel.tsx";

const dishes = [
  aDish({ id: 1, name: "Sambuus", nameSo: "Sambuus", category: "snacks" }),
  aDish({ id: 2, name: "Camel Milk Shaah", nameSo: "Shaah caano geel", category: "hot_drinks" }),
  aDish({ id: 3, name: "Lemon Mint Juice", nameSo: "Casiir liin iyo naanac", category: "cold_drinks" }),
];

/** The dishes listed, by their English names: the rows' headings of the table (or the cards' titles). */
const listed = () => {
  const headings = screen.queryAllByRole("rowheader");
  const titles = headings.length
    ? headings
    : screen.getAllByRole("listitem").map((card) => card.querySelector("p")!);
  return titles.map((title) => title.firstChild?.textContent);
};

test.each([
  ["test", true],
  ["stripe", false],
] as const)(
  "with the %s provider taking cards, the note that no Stripe account is connected shows: %s",
  async (provider, shown) => {
    server.use(
      answer("GET /api/menu", () => dishes),
      answer("GET /api/payments/config", () => ({
        provider,
        publishableKey: provider === "stripe" ? "pk_test_1" : null,
      })),
    );
    await renderScreen(<MenuPanel providerNote={<TestGatewayNote />} />);
    await screen.findByRole("searchbox", { name: "Search dishes" });
    if (shown)
      expect((await screen.findByTestId("test-gateway-note")).textContent).toMatch(
        /^No Stripe account is connected yet/,
      );
    else await expect(screen.findByTestId("test-gateway-note", {}, { timeout: 300 })).rejects.toThrow();
  },
);

test("the owner finds a dish by either of its names, a typo forgiven, and is told when none matches", async () => {
  server.use(answer("GET /api/menu", () => dishes));
  const { user } = await renderScreen(<MenuPanel />);
  const search = await screen.findByRole("searchbox", { name: "Search dishes" });
  expect(listed()).toEqual(["Sambuus", "Camel Milk Shaah", "Lemon Mint Juice"]);

  await user.type(search, "sambusa");
  expect(listed()).toEqual(["Sambuus"]);
  await user.clear(search);
  await user.type(search, "geel");
  expect(listed()).toEqual(["Camel Milk Shaah"]);
  await user.clear(search);
  await user.type(search, "pizza");
  expect(screen.getByText("No dish matches your search.")).toBeDefined();
});

test("a Somali panel names each dish as the Somali menu does, with its English name below", async () => {
  server.use(answer("GET /api/menu", () => [...dishes, aDish({ id: 4, name: "Shah Adeni", nameSo: null })]));
  await renderScreen(<MenuPanel />, { language: "so" });
  await screen.findByRole("searchbox");
  expect(listed()).toEqual(["Sambuus", "Shaah caano geel", "Casiir liin iyo naanac", "Shah Adeni"]);
  // The English name only where a Somali one leads; a dish with no Somali name is not named twice.
  expect(screen.getByText("Camel Milk Shaah").getAttribute("lang")).toBe("en");
  expect(screen.queryAllByText("Shah Adeni")).toHaveLength(1);
  // Edit and Delete name the dish as the panel does, and so does its sold-out switch.
  expect(screen.getAllByRole("button", { name: /Shaah caano geel/ })).toHaveLength(2);
  expect(screen.getAllByRole("switch", { name: /Shaah caano geel/ })).toHaveLength(1);
});
