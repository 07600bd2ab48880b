import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { PublicLayout } from "@/components/layout/public-layout";
import { NotFound } from "@/components/not-found";
import { type PageContext, useGoLiveOnceHydrated } from "@/lib/page-data";

/**
 * The root holds no data client: public pages load through their own loaders (see
 * lib/page-data.ts), and the admin layout route adds `queryClient` to its own context (see
 * lib/query-client.ts) so Query loads only with an admin page.
 */
export const Route = createRootRouteWithContext<PageContext>()({
  component: Root,
  // Unknown paths get the public chrome around the 404 message.
  notFoundComponent: () => (
    <PublicLayout>
      <NotFound />
    </PublicLayout>
  ),
});

function Root() {
  useGoLiveOnceHydrated();
  return <Outlet />;
}
