import { createFileRoute } from "@tanstack/react-router";
import { ComingSoonPage } from "@/features/admin/admin-shell";

export const Route = createFileRoute("/admin/settings")({
  component: () => <ComingSoonPage title="Settings" description="Site configuration" />,
});
