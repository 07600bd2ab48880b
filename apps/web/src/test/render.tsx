import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";

/** Renders `ui` inside a real router (for Link) at `path`; await a findBy* before asserting. */
export function renderWithRouter(ui: ReactNode, path = "/") {
  const rootRoute = createRootRoute({ component: () => <>{ui}</> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return render(<RouterProvider router={router} />);
}

/** A fetch stand-in for the network edge: answers with `status` and records each request. */
export function fakeFetch(status: number | "network-error", delayMs = 0) {
  const calls: { url: string; body: unknown }[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fn = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), body: JSON.parse(String(init?.body ?? "null")) });
    if (delayMs < 0) await gate;
    else if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    if (status === "network-error") throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify({ data: {} }), { status });
  };
  return { fn, calls, release };
}
