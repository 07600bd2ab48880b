import { type AnyRoute, createRouter } from "@tanstack/react-router";
import type { PageContext, PageData } from "@/lib/page-data";
import type { routeTree } from "./routeTree.gen";

export interface AppRouterOptions {
  /** Rendering on the server (entry-server.tsx). */
  server?: boolean;
  /** The data the server renders the page with (in the browser: read from the page's head). */
  pageData?: PageData;
  /** The browser is about to hydrate the server's markup of this page. */
  hydrating?: boolean;
}

/**
 * The router over `tree`: the public pages' tree (routeTree.public.gen.ts) in the public
 * entry and the server renderer, the whole app's (routeTree.gen.ts) in the admin entry.
 */
export function createAppRouter<TTree extends AnyRoute>(
  tree: TTree,
  { server = false, pageData = {}, hydrating = false }: AppRouterOptions = {},
) {
  const context: PageContext = { pageData, live: !server && !hydrating };
  return createRouter({
    routeTree: tree,
    context,
    defaultPreload: "intent",
    // Query (admin) owns caching; the router should always ask it.
    defaultPreloadStaleTime: 0,
    // In the browser only: on the server it would add an inline script, which the CSP
    // (script-src 'self') blocks, leaving markup the browser's first render does not have.
    scrollRestoration: !server,
  });
}

// Types come from the whole tree (a type-only import): every route, link and search param is
// checked against it, whichever entry runs the code.
declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter<typeof routeTree>>;
  }
}
