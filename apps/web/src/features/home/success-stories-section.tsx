import { fillBrand, testimonial } from "@repo/site-content";
import { Quote } from "lucide-react";
import { HintTooltip } from "@/components/hint-tooltip";
import { Button } from "@/components/site/button";
import { useBrand } from "@/lib/brand";
import { SectionHeading } from "./section-heading";

/** One client story; the case study is not published yet, so its button says so. */
export function SuccessStoriesSection() {
  const brand = useBrand();
  return (
    <section id="clients" aria-labelledby="clients-title" className="py-20">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SectionHeading
          id="clients-title"
          eyebrow="Success Stories"
          title="Real Businesses, Real Results"
        />
        <figure className="rounded-3xl border bg-white p-8 shadow-sm sm:p-12">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <div>
              <p className="text-lg font-bold">{testimonial.name}</p>
              <p className="text-muted-foreground text-sm">{testimonial.industry}</p>
            </div>
            <Quote className="text-primary/30 size-10" aria-hidden="true" />
          </div>
          <blockquote className="mt-6 text-lg leading-relaxed sm:text-xl">
            <p>“{fillBrand(testimonial.quote, brand)}”</p>
          </blockquote>
          <figcaption className="text-muted-foreground mt-4 text-sm">
            <span className="text-foreground font-semibold">{testimonial.person}</span>,{" "}
            {testimonial.personTitle}, {testimonial.name}
          </figcaption>
          <dl className="mt-8 grid gap-4 sm:grid-cols-3">
            {testimonial.metrics.map((m) => (
              <div key={m.label} className="rounded-xl bg-slate-50 p-4 text-center">
                <dt className="text-muted-foreground order-2 text-sm">{m.label}</dt>
                <dd className="text-primary text-3xl font-bold">{m.value}</dd>
              </div>
            ))}
          </dl>
          <p className="text-muted-foreground mt-6 text-sm">
            <span className="text-foreground font-semibold">Solution implemented:</span>{" "}
            {testimonial.implementedSolution}
          </p>
          <div className="mt-8">
            <HintTooltip hint="Coming Soon!">
              {(describedBy) => (
                // Not disabled: a disabled button cannot take focus to show its hint.
                <Button variant="outline" aria-disabled="true" aria-describedby={describedBy}>
                  Read the full case study
                </Button>
              )}
            </HintTooltip>
          </div>
        </figure>
      </div>
    </section>
  );
}
