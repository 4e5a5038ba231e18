import { useQuery } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import en from "../../../../i18n/en.json" with { type: "json" };
import so from "../../../../i18n/so.json" with { type: "json" };
import { apiRequest } from "../../lib/api.ts";
import { answer, refuse } from "../../testing/answers.ts";
import { renderScreen } from "../../testing/render.tsx";
import { server } from "../../testing/server.ts";
import { aDish } from "../../testing/shop.ts";
import { QueryView } from "./query-view.tsx";

/** A list as a screen writes one: its own query of the menu, shown through QueryView. */
function Dishes({ compact = false }: { compact?: boolean }) {
  const menu = useQuery({
    queryKey: ["/api/menu"],
    queryFn: () => apiRequest<{ id: number; name: string }[]>("GET", "/api/menu"),
  });
  return (
    <QueryView query={menu} loadFailed="The dishes could not be read" empty="No dishes yet" compact={compact}>
      {(dishes) => (
        <ul>
          {dishes.map((dish) => (
            <li key={dish.id}>{dish.name}</li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

describe("a query's states, the same for every list", () => {
  test("it says it is loading until the answer comes, then shows the rows", async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      answer("GET /api/menu", async () => {
        await answered;
        return [aDish({ id: 1, name: "Shaah" }), aDish({ id: 2, name: "Bur" })];
      }),
    );
    await renderScreen(<Dishes />);
    expect(await screen.findByText(en.common.loading)).toBeTruthy();
    release();
    expect(await screen.findAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByText(en.common.loading)).toBeNull();
    expect(screen.getByText("Bur")).toBeTruthy();
  });

  test("a failure says the list's text and the server's reason, and Try again reads it again", async () => {
    server.use(refuse("GET /api/menu", 503, "databaseUnavailable"));
    const { user } = await renderScreen(<Dishes />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The dishes could not be read");
    expect(alert.textContent).toContain(en.errors.databaseUnavailable);

    server.use(answer("GET /api/menu", () => [aDish({ id: 1, name: "Shaah" })]));
    await user.click(screen.getByRole("button", { name: en.common.tryAgain }));
    expect(await screen.findByText("Shaah")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  test("in a card among others, the failure offers Try again in the reader's language too", async () => {
    server.use(refuse("GET /api/menu", 503, "databaseUnavailable"));
    await renderScreen(<Dishes compact />, { language: "so" });
    expect(await screen.findByRole("button", { name: so.common.tryAgain })).toBeTruthy();
  });

  test("an empty answer says so instead of an empty list", async () => {
    server.use(answer("GET /api/menu", () => []));
    await renderScreen(<Dishes />);
    expect(await screen.findByText("No dishes yet")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("list")).toBeNull());
  });
});
