import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { Toaster } from "@/components/ui/sonner";
import { AdminShell } from "@/features/admin/admin-shell";
import { AdminGuard } from "@/features/auth/admin-guard";
import { hasStoredAdminLogin } from "@/features/auth/stored-login";

/** Every /admin page: the login guard around the admin shell. /admin/login sits outside it. */
export const Route = createFileRoute("/admin")({
  beforeLoad: ({ location }) => {
    // No stored login: straight to the login page, remembering where the admin was going.
    if (!hasStoredAdminLogin()) {
      throw redirect({ to: "/admin/login", search: { redirect: location.href } });
    }
  },
  component: AdminLayout,
});

function AdminLayout() {
  return (
    <>
      <AdminGuard>
        <AdminShell>
          <Outlet />
        </AdminShell>
      </AdminGuard>
      <Toaster position="top-right" duration={4000} richColors closeButton />
    </>
  );
}
