import { pricingClosing } from "@repo/site-content";
import { BookingButton } from "@/components/booking-button";

export function PricingClosing() {
  return (
    <section
      aria-labelledby="pricing-cta-title"
      className="bg-primary text-primary-foreground py-16"
    >
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="pricing-cta-title" className="text-3xl font-bold tracking-tight">
          {pricingClosing.title}
        </h2>
        <p className="mt-4 text-lg opacity-90">{pricingClosing.body}</p>
        <BookingButton size="lg" variant="secondary" className="mt-8">
          {pricingClosing.cta}
        </BookingButton>
      </div>
    </section>
  );
}
