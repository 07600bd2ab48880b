import { createFileRoute } from "@tanstack/react-router";
import { ContactPage } from "./-components/contact/contact-page";

export const Route = createFileRoute("/_public/contact")({
  component: ContactPage,
});
