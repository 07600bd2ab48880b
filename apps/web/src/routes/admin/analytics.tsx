import { createFileRoute } from "@tanstack/react-router";
import { ComingSoonPage } from "@/features/admin/admin-shell";

export const Route = createFileRoute("/admin/analytics")({
  component: () => <ComingSoonPage title="Analytics" description="Traffic and performance" />,
});
