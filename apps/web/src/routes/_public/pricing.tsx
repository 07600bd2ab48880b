import { createFileRoute } from "@tanstack/react-router";
import { PricingClosing } from "./-components/pricing/pricing-closing";
import { PricingIntro } from "./-components/pricing/pricing-intro";
import { PricingOptions } from "./-components/pricing/pricing-options";

export const Route = createFileRoute("/_public/pricing")({
  component: () => (
    <>
      <PricingIntro />
      <PricingOptions />
      <PricingClosing />
    </>
  ),
});
