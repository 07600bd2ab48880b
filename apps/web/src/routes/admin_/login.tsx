import { createFileRoute, redirect } from "@tanstack/react-router";
import { LoginPage } from "@/features/auth/login-page";
import { hasStoredAdminLogin } from "@/features/auth/stored-login";

/** /admin/login lives beside the guarded /admin layout (the `admin_` folder), not inside it. */
export const Route = createFileRoute("/admin_/login")({
  // A plain function: this runs in the main bundle, which public pages load.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === "string" ? { redirect: search.redirect } : {},
  beforeLoad: () => {
    if (hasStoredAdminLogin()) throw redirect({ to: "/admin" });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: target } = Route.useSearch();
  return <LoginPage redirectTo={target} />;
}
