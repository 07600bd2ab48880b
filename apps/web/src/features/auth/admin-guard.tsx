import { useQuery } from "@tanstack/react-query";
import { Navigate, useLocation } from "@tanstack/react-router";
import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { meQueryOptions, safeAdminRedirect } from "./auth-api";
import { isAdminLoggedIn, loginEndedByAdmin, useAdminAuth } from "./auth-store";

export { safeAdminRedirect };

export function AdminSpinner({ label = "Checking your login..." }: { label?: string }) {
  return (
    <div className="flex min-h-svh items-center justify-center" role="status" aria-live="polite">
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/**
 * Renders its children only for a logged-in admin. The layout's loader has usually checked
 * the token already; this keeps watching it: a 401 from any admin call, Logout, or another
 * tab logging out clears the stored login and lands here, which redirects to /admin/login.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const auth = useAdminAuth();
  const href = useLocation({ select: (location) => location.href });
  const me = useQuery(meQueryOptions(auth.token));

  if (!isAdminLoggedIn(auth)) {
    // Still mounted while the redirect is under way: do not redirect a second time.
    if (href.startsWith("/admin/login")) return null;
    // After Logout the login page starts fresh; otherwise it sends the admin back here.
    const search = loginEndedByAdmin() ? {} : { redirect: safeAdminRedirect(href) };
    return <Navigate to="/admin/login" search={search} replace />;
  }
  if (me.isPending) return <AdminSpinner />;
  if (me.isError) {
    // A 401 has already cleared the login (and re-rendered into the redirect above).
    return (
      <div className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
        <p className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-700">
          {errorMessage(me.error, "Could not check your login.")}
        </p>
        <Button variant="outline" onClick={() => void me.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  return <>{children}</>;
}
