import { screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, test } from "vitest";
import { renderScreen } from "../../testing/render.tsx";
import { Button } from "./button.tsx";
import { type Column, DataTable } from "./data-table.tsx";

interface Dish {
  id: number;
  name: string;
  sold: number;
}

const dishes: Dish[] = [
  { id: 1, name: "Shaah", sold: 12 },
  { id: 2, name: "Bur", sold: 3 },
];

/** A list with an action per row, as the admin's lists have (Edit, End now, Details). */
function Dishes({ rows = dishes, layout }: { rows?: Dish[]; layout?: "cards" | "table" }) {
  const [picked, setPicked] = useState("");
  const columns: Column<Dish>[] = [
    { key: "name", header: "Dish", cell: (dish) => dish.name, rowHeader: true },
    { key: "sold", header: "Sold", cell: (dish) => dish.sold, numeric: true },
    {
      key: "actions",
      header: "Actions",
      headerHidden: true,
      onPhone: "bare",
      cell: (dish) => (
        <Button size="sm" onClick={() => setPicked(dish.name)}>
          Pick {dish.name}
        </Button>
      ),
    },
  ];
  return (
    <>
      <DataTable
        caption="Dishes sold"
        columns={columns}
        rows={rows}
        layout={layout}
        empty="No dish matches"
        rowTestId="dish-row"
        cardTestId="dish-card"
      />
      <p>Picked: {picked}</p>
    </>
  );
}

/** happy-dom's window answers `matchMedia` by its viewport: 1024 px wide unless a test narrows it. */
const setWidth = (width: number) =>
  (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }).happyDOM.setViewport({
    width,
  });

afterEach(() => setWidth(1024));

describe("an admin list's table", () => {
  test("on a wide screen: a captioned table, headings scoped, each row named by its heading cell", async () => {
    await renderScreen(<Dishes />);
    const table = screen.getByRole("table", { name: "Dishes sold" });
    const headings = within(table).getAllByRole("columnheader");
    expect(headings.map((th) => th.textContent)).toEqual(["Dish", "Sold", "Actions"]);
    expect(headings.every((th) => th.getAttribute("scope") === "col")).toBe(true);
    const rows = within(table).getAllByTestId("dish-row");
    expect(rows).toHaveLength(2);
    const bur = within(rows[1]!).getByRole("rowheader");
    expect(bur.textContent).toBe("Bur");
    expect(bur.getAttribute("scope")).toBe("row");
    expect(within(rows[1]!).getAllByRole("cell")[0]!.className).toContain("text-right");
    expect(screen.queryByTestId("dish-card")).toBeNull();
  });

  test("a row's action is a button the keyboard reaches and presses", async () => {
    const { user } = await renderScreen(<Dishes />);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Pick Bur" }));
    await user.keyboard("{Enter}");
    expect(screen.getByText("Picked: Bur")).toBeTruthy();
  });

  test("on a 390 px phone: one card per row, titled by the row's name, each value after its heading", async () => {
    setWidth(390);
    const { user } = await renderScreen(<Dishes />);
    expect(screen.queryByRole("table")).toBeNull();
    const list = screen.getByRole("list", { name: "Dishes sold" });
    const cards = within(list).getAllByTestId("dish-card");
    expect(cards).toHaveLength(2);
    expect(cards[0]!.querySelector("p")!.textContent).toBe("Shaah");
    const terms = within(cards[0]!).getAllByRole("term");
    expect(terms.map((term) => term.textContent)).toEqual(["Sold", "Actions"]);
    expect(terms[1]!.className).toContain("sr-only");
    expect(within(cards[0]!).getAllByRole("definition")[0]!.textContent).toBe("12");
    await user.click(within(cards[1]!).getByRole("button", { name: "Pick Bur" }));
    expect(screen.getByText("Picked: Bur")).toBeTruthy();
  });

  test("a few narrow columns stay a table on a phone", async () => {
    setWidth(390);
    await renderScreen(<Dishes layout="table" />);
    expect(
      within(screen.getByRole("table", { name: "Dishes sold" })).getAllByTestId("dish-row"),
    ).toHaveLength(2);
  });

  test("no rows left says so instead of an empty table", async () => {
    await renderScreen(<Dishes rows={[]} />);
    expect(screen.getByText("No dish matches")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
