import { expect } from "@playwright/test";
import { playwrightDisabledFeatures, unseenFeatures } from "./chromium.ts";
import { test } from "./fixtures.ts";

test("Chromium gets one list of features to leave off, Playwright's and ours, and builds no unseen popup", async ({
  browser,
}) => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto("chrome://version");
    const commandLine = (await page.locator("#command_line").textContent()) ?? "";
    const switches = commandLine.match(/--disable-features=\S+/g) ?? [];
    // Two switches mean Playwright's own list changed and e2e/chromium.ts no longer leaves it out: Chromium
    // would then honour only the last one.
    expect(switches, "copy Playwright's --disable-features list into e2e/chromium.ts").toHaveLength(1);
    expect(switches[0]?.slice("--disable-features=".length).split(",")).toEqual([
      ...playwrightDisabledFeatures,
      ...unseenFeatures,
    ]);

    const { targetInfos } = await (await browser.newBrowserCDPSession()).send("Target.getTargets");
    expect(targetInfos.filter((target) => target.type === "browser_ui").map((target) => target.url)).toEqual(
      [],
    );
  } finally {
    await context.close();
  }
});
