import { privacy } from "@repo/site-content";
import { createFileRoute } from "@tanstack/react-router";
import { LegalDocumentView } from "./-components/legal/legal-document";

export const Route = createFileRoute("/_public/privacy")({
  component: () => <LegalDocumentView doc={privacy} />,
});
