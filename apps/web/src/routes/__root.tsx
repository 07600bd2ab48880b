import { createRootRoute, Outlet } from "@tanstack/react-router";
import { PublicLayout } from "@/components/layout/public-layout";
import { NotFound } from "@/components/not-found";

/**
 * The root holds no data client: public pages need none, and the admin layout route adds
 * `queryClient` to its own context (see lib/query-client.ts) so Query stays out of the
 * public bundle.
 */
export const Route = createRootRoute({
  component: Outlet,
  // Unknown paths get the public chrome around the 404 message.
  notFoundComponent: () => (
    <PublicLayout>
      <NotFound />
    </PublicLayout>
  ),
});
