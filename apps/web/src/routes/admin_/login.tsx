import { createFileRoute, redirect } from "@tanstack/react-router";
import { z } from "zod";
import { LoginPage } from "@/features/auth/login-page";
import { hasStoredAdminLogin } from "@/features/auth/stored-login";

/** Where to go once logged in (checked by `safeAdminRedirect` when used); anything else: none. */
const loginSearch = z.object({ redirect: z.string().optional().catch(undefined) });

/** /admin/login lives beside the guarded /admin layout (the `admin_` folder), not inside it. */
export const Route = createFileRoute("/admin_/login")({
  validateSearch: loginSearch,
  beforeLoad: () => {
    if (hasStoredAdminLogin()) throw redirect({ to: "/admin" });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: target } = Route.useSearch();
  return <LoginPage redirectTo={target} />;
}
