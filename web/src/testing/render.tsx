import type { Language } from "@contract/language.ts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, type RenderResult, render, screen } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { type ReactElement, useEffect } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { Toaster } from "sonner";
import i18n from "../i18n/index.ts";
import { toasterMounted } from "../lib/toast.ts";

/** The toaster as the app mounts it (web/src/lib/toast.ts waits for `toasterMounted` before showing a toast). */
function TestToaster() {
  useEffect(toasterMounted, []);
  return <Toaster />;
}

/** The page's address, on screen, so a test can see where a button navigated to. */
function CurrentPath() {
  const location = useLocation();
  return <output data-testid="current-path">{location.pathname}</output>;
}

export interface ScreenOptions {
  /** The reader's language; English unless said. */
  language?: Language;
  /** The address the screen is shown at. */
  path?: string;
}

export interface Screen extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
}

/**
 * Renders a screen as the app would show it: its own query cache (nothing retried, so a refusal shows at once),
 * a router at `path`, the toaster and the catalog of `language`.
 */
export async function renderScreen(ui: ReactElement, options: ScreenOptions = {}): Promise<Screen> {
  await act(() => i18n.changeLanguage(options.language ?? "en"));
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const path = options.path ?? "/";
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
      <TestToaster />
    </QueryClientProvider>,
  );
  return { ...result, user: userEvent.setup(), queryClient };
}

/** The words of the buttons on screen shown as pressed (filter chips, toggles), in their order. */
export const pressedButtons = () =>
  screen
    .getAllByRole("button")
    .filter((button) => button.getAttribute("aria-pressed") === "true")
    .map((button) => button.textContent);
