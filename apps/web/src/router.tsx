import { createRouter } from "@tanstack/react-router";
import { routeTree } from "./routeTree.gen";

export function createAppRouter({ server = false }: { server?: boolean } = {}) {
  return createRouter({
    routeTree,
    defaultPreload: "intent",
    // Query (admin) owns caching; the router should always ask it.
    defaultPreloadStaleTime: 0,
    // In the browser only: on the server it would add an inline script, which the CSP
    // (script-src 'self') blocks, leaving markup the browser's first render does not have.
    scrollRestoration: !server,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
