import { QueryClientProvider } from "@tanstack/react-query";
import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { Toaster } from "@/components/ui/sonner";
import { AdminRouteError, AdminRoutePending, AdminShell } from "@/features/admin/admin-shell";
import { AdminGuard } from "@/features/auth/admin-guard";
import { ensureAdminLogin } from "@/features/auth/auth-api";
import { hasStoredAdminLogin } from "@/features/auth/stored-login";

/**
 * Every /admin page: the login guard around the admin shell (/admin/login sits outside it,
 * in `admin_/`). `beforeLoad` (in the admin entry, so it stays tiny) loads Query on demand
 * and hands `context.queryClient` to this loader and the children's; the loader and the
 * components are split out of the entry.
 */
export const Route = createFileRoute("/admin")({
  beforeLoad: async ({ location }) => {
    // No stored login: straight to the login page, remembering where the admin was going.
    if (!hasStoredAdminLogin()) {
      throw redirect({ to: "/admin/login", search: { redirect: location.href } });
    }
    const { getQueryClient } = await import("@/lib/query-client");
    return { queryClient: getQueryClient() };
  },
  loader: ({ context, location }) => ensureAdminLogin(context.queryClient, location.href),
  // One lazy chunk: the loader, the page and its pending and error states.
  codeSplitGroupings: [["loader", "component", "pendingComponent", "errorComponent"]],
  // The spinner at once, and only as long as the check takes (as the guard showed it).
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: () => <AdminRoutePending label="Checking your login..." />,
  errorComponent: AdminRouteError,
  component: AdminLayout,
});

function AdminLayout() {
  const { queryClient } = Route.useRouteContext();
  return (
    <QueryClientProvider client={queryClient}>
      <AdminGuard>
        <AdminShell>
          <Outlet />
        </AdminShell>
      </AdminGuard>
      <Toaster position="top-right" duration={4000} richColors closeButton />
    </QueryClientProvider>
  );
}
