import { createFileRoute } from "@tanstack/react-router";
import { ComingSoonPage } from "@/features/admin/admin-shell";

export const Route = createFileRoute("/admin/users")({
  component: () => <ComingSoonPage title="Users" description="Team access" />,
});
