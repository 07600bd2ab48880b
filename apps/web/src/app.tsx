import type { Brand } from "@repo/site-content";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { BrandProvider } from "@/lib/brand";
import type { createAppRouter } from "@/router";

/**
 * The whole app around the router, the same tree on the server (entry-server.tsx) and in the
 * browser (main.tsx) so hydration finds exactly the markup it would render.
 */
export function App({
  router,
  brand,
}: {
  router: ReturnType<typeof createAppRouter>;
  brand: Brand;
}) {
  return (
    <StrictMode>
      <BrandProvider brand={brand}>
        <RouterProvider router={router} />
      </BrandProvider>
    </StrictMode>
  );
}
