import { expect } from "@playwright/test";
import { test } from "./fixtures.ts";

// The journeys run with service workers blocked (playwright.config.ts); these are about the shop's own.
test.use({ serviceWorkers: "allow" });

test("after one visit the menu opens offline, and nothing personal is kept", async ({ page, context }) => {
  await page.goto("/menu");
  await expect(page.getByRole("heading", { name: /Shaah|Coffee|Latte|Tea/ }).first()).toBeVisible();
  // The first visit installs the worker; the next load goes through it and leaves the shell and menu behind.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByRole("heading", { name: /Shaah|Coffee|Latte|Tea/ }).first()).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: /Shaah|Coffee|Latte|Tea/ }).first()).toBeVisible();

  const kept = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(kept).toContain("/api/menu");
  expect(kept.filter((path) => path.startsWith("/api/") && path !== "/api/menu")).toEqual([]);
  await context.setOffline(false);
});

test("the shop can be installed: a manifest with icons in the cafe's colours", async ({ request }) => {
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({
    short_name: "Somali Sips",
    display: "standalone",
    theme_color: "#3B2320",
  });
  for (const icon of manifest.icons as { src: string }[]) {
    const answer = await request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()["content-type"]).toBe("image/png");
  }
});
