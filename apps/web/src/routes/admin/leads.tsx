import { createFileRoute } from "@tanstack/react-router";
import { getAdminFilters } from "@/features/admin/admin-filters";
import { AdminRouteError } from "@/features/admin/admin-shell";
import { LeadsPage, LeadsPagePending } from "@/features/leads/leads-page";
import { ensureLeads } from "@/features/leads/queries";

/**
 * /admin/leads: Website Leads. `?lead=<id>` opens that lead's details: the link in the owner's
 * notification email. (A plain validator: it runs in the main bundle, which carries no zod.)
 */
export const Route = createFileRoute("/admin/leads")({
  validateSearch: (search: Record<string, unknown>): { lead?: string } =>
    typeof search.lead === "string" && search.lead ? { lead: search.lead.slice(0, 100) } : {},
  loaderDeps: ({ search }) => ({ lead: search.lead }),
  loader: ({ context, deps }) =>
    ensureLeads(context.queryClient, getAdminFilters().environment, deps.lead),
  // One lazy chunk: the loader, the page and its pending and error states.
  codeSplitGroupings: [["loader", "component", "pendingComponent", "errorComponent"]],
  pendingComponent: LeadsPagePending,
  errorComponent: AdminRouteError,
  component: LeadsRoute,
});

function LeadsRoute() {
  const { lead } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <LeadsPage openLeadId={lead} onLeadClosed={() => navigate({ search: {} })} />;
}
