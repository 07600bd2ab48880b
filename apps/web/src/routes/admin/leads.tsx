import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { getAdminFilters } from "@/features/admin/admin-filters";
import { AdminRouteError } from "@/features/admin/admin-shell";
import { LeadsPage, LeadsPagePending } from "@/features/leads/leads-page";
import { ensureLeads } from "@/features/leads/queries";

/**
 * `?lead=<id>` opens that lead's details: the link in the owner's notification email. Anything
 * else in the address opens none, never an error page.
 */
const leadsSearch = z.object({
  lead: z
    .string()
    .min(1)
    .transform((id) => id.slice(0, 100))
    .optional()
    .catch(undefined),
});

/** /admin/leads: Website Leads (the admin entry's route tree: zod never loads on a public page). */
export const Route = createFileRoute("/admin/leads")({
  validateSearch: leadsSearch,
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
