import type { Brand } from "@repo/site-content";
import { createRequestHandler, getSsrStatus } from "@tanstack/react-router/ssr/server";
import { renderToString } from "react-dom/server";
import { App } from "@/app";
import type { PageData } from "@/lib/page-data";
import { createAppRouter } from "@/router";
import { routeTree } from "./routeTree.public.gen";

/** One page as the server renders it: the markup inside #root and the status to send. */
export interface RenderedPage {
  html: string;
  status: number;
}

/**
 * Renders the page at `path` with React's server renderer through TanStack Router's SSR
 * request handler (server history, route matching, loading of the matched routes, 404
 * status). Route loaders read `pageData` (they do not call the API here). The browser hydrates
 * it in main.tsx with the same brand and page data, which the server writes into the page's
 * head as JSON data blocks (no inline script runs, so the strict CSP stays).
 */
export async function renderPage(
  path: string,
  brand: Brand,
  pageData: PageData = {},
): Promise<RenderedPage> {
  const request = new Request(new URL(path, "http://prerender.local"));
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter(routeTree, { server: true, pageData }),
  });
  const response = await handler(
    async ({ router }) =>
      new Response(renderToString(<App router={router} brand={brand} />), {
        status: getSsrStatus(router),
      }),
  );
  return { html: await response.text(), status: response.status };
}
