import { QueryClientProvider } from "@tanstack/react-query";
import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { Toaster } from "@/components/ui/sonner";
import { AdminShell } from "@/features/admin/admin-shell";
import { AdminGuard } from "@/features/auth/admin-guard";
import { hasStoredAdminLogin } from "@/features/auth/stored-login";

/**
 * Every /admin page: the login guard around the admin shell (/admin/login sits outside it,
 * in `admin_/`). Children get `context.queryClient` for their loaders; Query is loaded here
 * on demand so it stays out of the public bundle.
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
