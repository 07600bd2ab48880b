/**
 * Renders one public page the way its file route does: a real router at `url` whose root, as
 * routes/__root.tsx, lets loaders call the API once the page has mounted, and whose page route
 * runs the page's loader with the context every route gets (lib/page-data.ts) and shows its
 * pending and error components. Pending shows at once, so a test can see it.
 */
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  type ErrorRouteComponent,
  Outlet,
  type RouteComponent,
  RouterProvider,
} from "@tanstack/react-router";
import { render } from "@testing-library/react";
import { type ReactNode, StrictMode } from "react";
import { type PageContext, useGoLiveOnceHydrated } from "@/lib/page-data";

export interface PageRouteParts<T> {
  /** The route's path, e.g. `/blog/$slug`. */
  path: string;
  loader: (params: Record<string, string>, context: PageContext, signal: AbortSignal) => Promise<T>;
  /** The route's component, given the loader's data and the path's params. */
  page: (data: T, params: Record<string, string>) => ReactNode;
  pendingComponent?: RouteComponent;
  errorComponent?: ErrorRouteComponent;
}

export async function renderPageRoute<T>(
  parts: PageRouteParts<T>,
  url: string,
  /** What the page knows: live (loaders call the API) unless it stands for a prerendered one. */
  context: PageContext = { pageData: {}, live: true },
  { strict = false } = {},
) {
  const root = createRootRouteWithContext<PageContext>()({
    component: function Root() {
      useGoLiveOnceHydrated();
      return <Outlet />;
    },
  });
  const page = createRoute({
    getParentRoute: () => root,
    path: parts.path,
    loader: ({ params, context, abortController }) =>
      parts.loader(params as Record<string, string>, context, abortController.signal),
    component: function Page() {
      return parts.page(page.useLoaderData() as T, page.useParams() as Record<string, string>);
    },
    pendingComponent: parts.pendingComponent,
    errorComponent: parts.errorComponent,
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [url] }),
    context,
    defaultPendingMs: 0,
    defaultPendingMinMs: 0,
  });
  // A prerendered page is loaded before it hydrates (main.tsx).
  if (!context.live) await router.load();
  const app = <RouterProvider router={router} />;
  return { router, ...render(strict ? <StrictMode>{app}</StrictMode> : app) };
}
