import type { Brand } from "@repo/site-content";
import { type AnyRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { BrandProvider } from "@/lib/brand";

/**
 * The whole app around the router, the same tree on the server (entry-server.tsx) and in the
 * browser (main.tsx, admin-main.tsx) so hydration finds exactly the markup it would render.
 */
export function App({ router, brand }: { router: AnyRouter; brand: Brand }) {
  return (
    <StrictMode>
      <BrandProvider brand={brand}>
        <RouterProvider router={router} />
      </BrandProvider>
    </StrictMode>
  );
}
