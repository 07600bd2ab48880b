/**
 * Renders one admin page the way its file route does: a real router whose loader fills a
 * real QueryClient (`context.queryClient`, as the admin layout hands it down), with the
 * route's pending and error components. Pending shows at once, so a test can see it.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
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

export interface RouteParts {
  /** The route's loader, given the QueryClient its context carries. */
  loader: (queryClient: QueryClient) => unknown;
  component: RouteComponent;
  pendingComponent?: RouteComponent;
  errorComponent?: ErrorRouteComponent;
}

/** Renders `parts` at `/`; failed queries are not retried unless `queryClient` says so. */
export function renderRoute(
  parts: RouteParts,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({
    component: () => (
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    ),
  });
  const page = createRoute({
    getParentRoute: () => root,
    path: "/",
    loader: ({ context }) => parts.loader(context.queryClient),
    component: parts.component,
    pendingComponent: parts.pendingComponent,
    errorComponent: parts.errorComponent,
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ["/"] }),
    context: { queryClient },
    defaultPendingMs: 0,
    defaultPendingMinMs: 0,
  });
  render(<RouterProvider router={router} />);
  return { router, queryClient };
}
