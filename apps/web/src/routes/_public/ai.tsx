import { createFileRoute } from "@tanstack/react-router";
import { AgentInfoPage } from "./-components/ai/agent-info-page";

export const Route = createFileRoute("/_public/ai")({
  component: AgentInfoPage,
});
