import { createFileRoute } from "@tanstack/react-router";
import { LeadsPage } from "@/features/leads/leads-page";

/** `?lead=<id>` opens that lead's details: the link in the owner's notification email. */
export const Route = createFileRoute("/admin/leads")({
  validateSearch: (search: Record<string, unknown>): { lead?: string } =>
    typeof search.lead === "string" && search.lead ? { lead: search.lead.slice(0, 100) } : {},
  component: LeadsRoute,
});

function LeadsRoute() {
  const { lead } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <LeadsPage openLeadId={lead} onLeadClosed={() => navigate({ search: {} })} />;
}
