import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, test } from "vitest";
import en from "../../../../../i18n/en.json" with { type: "json" };
import so from "../../../../../i18n/so.json" with { type: "json" };
import { answer } from "../../../testing/answers.ts";
import { renderScreen } from "../../../testing/render.tsx";
import { server } from "../../../testing/server.ts";
import { ExportDialog } from "./export-dialog.tsx";

let asked: string[];

beforeEach(() => {
  asked = [];
  server.use(
    answer("GET /api/export/loyalty-data", ({ request }) => {
      asked.push(new URL(request.url).search);
      return { success: true as const, message: "Requested" };
    }),
  );
});

describe("exporting my points", () => {
  test("an address that is not one is explained at the field in Somali, and nothing is asked", async () => {
    const { user } = await renderScreen(<ExportDialog />, { language: "so" });
    await user.click(screen.getByRole("button", { name: so.rewards.export.open }));
    const dialog = await screen.findByRole("dialog");
    const email = within(dialog).getByRole("textbox", { name: new RegExp(so.rewards.export.email) });
    await user.type(email, "hodan@example");
    await user.click(within(dialog).getByRole("button", { name: so.rewards.export.send }));
    expect(await within(dialog).findByText(so.errors.invalidEmail)).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(asked).toEqual([]);
  });

  test("the PDF is mailed to the address given, and the dialog closes", async () => {
    const { user } = await renderScreen(<ExportDialog />);
    await user.click(screen.getByRole("button", { name: en.rewards.export.open }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("radio", { name: en.rewards.export.pdf }));
    await user.type(
      within(dialog).getByRole("textbox", { name: new RegExp(en.rewards.export.email) }),
      "hodan@example.com",
    );
    await user.click(within(dialog).getByRole("button", { name: en.rewards.export.send }));
    await waitFor(() => expect(asked).toEqual(["?isPdf=true&email=hodan%40example.com"]));
    expect(await screen.findByText(en.rewards.export.requested)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
