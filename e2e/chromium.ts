/**
 * How the journeys (playwright.config.ts) start Debian's Chromium.
 *
 * In its headless mode Chromium 15x builds, for every browser window, the address bar's suggestion popup as a
 * page of its own (chrome://omnibox-popup.top-chrome) in a renderer of its own; Playwright opens a window for
 * every context, so every journey paid for one it never shows. In 13 journeys of `ordering` and `payments` that
 * popup's renderer took 9.3 s of CPU against 34.3 s for the shop's own pages, and Chromium as a whole 64 s
 * against 50 s without it (decision 44's addendum). Its two features are left off here.
 */
import type { LaunchOptions } from "@playwright/test";

/**
 * Playwright's own `--disable-features` (playwright-core's `chromiumSwitches`). Chromium keeps only the last
 * `--disable-features` it is given, so the journeys' switch repeats this list and Playwright's is left out;
 * e2e/chromium.spec.ts fails when a new Playwright's list no longer matches this one.
 */
export const playwrightDisabledFeatures = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/** The address bar's popup, built as a page for every window and never seen in a headless one. */
export const unseenFeatures = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

export const chromiumLaunchOptions: LaunchOptions = {
  // Debian's Chromium. E2E_CHROMIUM names another build of it for a quicker run on one's own machine: Debian's
  // chromium-headless-shell drove the same journeys with about a quarter less CPU, measured before the popup
  // above was left out (decision 44's addendum).
  executablePath: process.env.E2E_CHROMIUM || "/usr/bin/chromium",
  ignoreDefaultArgs: [`--disable-features=${playwrightDisabledFeatures.join(",")}`],
  args: [
    `--disable-features=${[...playwrightDisabledFeatures, ...unseenFeatures].join(",")}`,
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    // A journey's page lives a few seconds: V8's optimizing compilers (Maglev, TurboFan) and its baseline one
    // (Sparkplug) compile hot code that the page is closed before it pays back. Interpreted only, the same
    // journeys took about a tenth less of the machine's CPU and of their time (decision 44's addendum). What
    // the journeys check is what the code does, which no compiler tier changes.
    "--js-flags=--max-opt=0",
  ],
};
