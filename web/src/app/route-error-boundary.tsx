import { Component, type ReactNode } from "react";
import { PageHydrated } from "../lib/first-content.ts";
import { RouteErrorPage } from "./route-error-page.tsx";

interface Props {
  children: ReactNode;
  /** The history entry shown: a navigation clears the error, so the reader can leave a failed page. */
  locationKey?: string;
}

interface State {
  error: unknown;
  failedPage?: string;
}

/** What a page (or the whole shell) shows instead of a blank screen when it throws or its code cannot load. */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error("unknown error") };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return { failedPage: props.locationKey };
    return props.locationKey === state.failedPage ? null : { error: null, failedPage: props.locationKey };
  }

  render() {
    if (this.state.error === null) return this.props.children;
    // A page that throws while it hydrates never mounts the PageHydrated after it: what waits for the page
    // (the session's member, for the header) runs once its error page is in.
    return (
      <>
        <RouteErrorPage error={this.state.error} />
        <PageHydrated />
      </>
    );
  }
}
