import { screen } from "@testing-library/react";
import { useNavigate } from "react-router";
import { afterEach, expect, test } from "vitest";
import { renderScreen } from "../../testing/render.tsx";
import { useScrollRestoration } from "./scroll-restoration.ts";

/** A page with the app's scroll restoration and two ways to move: a link's navigation and Back. */
function Page() {
  useScrollRestoration();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate("/contact")}>
        Contact
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

afterEach(() => {
  window.scrollTo(0, 0);
  sessionStorage.clear();
});

test("Back returns to where the reader scrolled before the page was hydrated, when no scroll event was heard", async () => {
  // A server-rendered page is read, and scrolled, before its script has run.
  window.scrollTo(0, 1200);
  const { user } = await renderScreen(<Page />, { path: "/about" });

  await user.click(screen.getByRole("button", { name: "Contact" }));
  expect(screen.getByTestId("current-path").textContent).toBe("/contact");
  expect(window.scrollY).toBe(0);

  await user.click(screen.getByRole("button", { name: "Back" }));
  expect(screen.getByTestId("current-path").textContent).toBe("/about");
  expect(window.scrollY).toBe(1200);
});

test("Back returns to a place scrolled to after the page was hydrated", async () => {
  const { user } = await renderScreen(<Page />, { path: "/about" });
  window.scrollTo(0, 800);
  window.dispatchEvent(new Event("scroll"));

  await user.click(screen.getByRole("button", { name: "Contact" }));
  expect(window.scrollY).toBe(0);
  await user.click(screen.getByRole("button", { name: "Back" }));
  expect(window.scrollY).toBe(800);
});
