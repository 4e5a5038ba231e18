import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { toast, wantToaster } from "../lib/toast.ts";
import { renderScreen } from "../testing/render.tsx";
import { AppToaster } from "./app-toaster.tsx";

test("the shop's toasts name their region and close button in the reader's language", async () => {
  await renderScreen(<AppToaster />, { language: "so" });
  wantToaster();
  toast.success("Waa la keydiyey");
  const close = await screen.findAllByRole("button", { name: "Xir ogeysiiskan" });
  expect(close.length).toBeGreaterThan(0);
  expect(screen.getAllByRole("region", { name: /^Ogeysiisyo/ }).length).toBeGreaterThan(0);
});
