import { company, pricingOptions } from "@repo/site-content";
import { Check } from "lucide-react";
import { BookingButton } from "@/components/booking-button";
import { Badge } from "@/components/site/badge";
import { cx } from "@/lib/cx";

/** "Choose Your Path": Managed Partnership and Custom Solution. */
export function PricingOptions() {
  return (
    <section aria-labelledby="paths-title" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <h2
        id="paths-title"
        className="mb-12 text-center text-3xl font-bold tracking-tight sm:text-4xl"
      >
        Choose Your Path
      </h2>
      <ul className="grid gap-8 md:grid-cols-2">
        {pricingOptions.map((option) => (
          <li
            key={option.id}
            className={cx(
              "relative flex flex-col rounded-3xl border bg-white p-8 shadow-sm",
              option.highlight && "border-primary ring-primary/20 ring-4",
            )}
          >
            {option.highlight && (
              <Badge className="absolute -top-3 left-8 px-3 py-1">{option.highlight}</Badge>
            )}
            <h3 className="text-2xl font-bold">{option.name}</h3>
            <p className="text-muted-foreground mt-1 text-sm">{option.model}</p>
            <p className="mt-6 text-3xl font-extrabold">{option.priceLabel}</p>
            <p className="text-muted-foreground mt-4">{option.description}</p>
            <ul className="mt-6 flex-1 space-y-3">
              {option.features.map((f) => (
                <li key={f} className="flex gap-3">
                  <Check className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
                  <span>{f}</span>
                </li>
              ))}
            </ul>
            <BookingButton
              size="lg"
              className="mt-8 w-full"
              variant={option.highlight ? "default" : "outline"}
            >
              {option.cta}
            </BookingButton>
            <p className="text-muted-foreground mt-3 text-center text-sm">
              {company.discoveryCall.priceLabel}, {company.discoveryCall.minutes} minutes
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
