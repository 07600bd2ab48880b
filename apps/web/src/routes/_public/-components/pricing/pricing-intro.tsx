import { modernPricing, pricingIntro, pricingPrinciples } from "@repo/site-content";
import { Icon } from "@/components/icon";
import { PageHeader } from "../page-header";

/** Why pricing is different, the three principles, and "Modern Tools, Modern Pricing". */
export function PricingIntro() {
  return (
    <>
      <PageHeader eyebrow="Pricing" title={pricingIntro.title}>
        <p>{pricingIntro.body}</p>
      </PageHeader>
      <section aria-labelledby="principles-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="principles-title" className="sr-only">
          Our pricing principles
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {pricingPrinciples.map((p) => (
            <li key={p.id} className="rounded-2xl border bg-white p-6 shadow-sm">
              <div className="bg-primary/10 text-primary flex size-11 items-center justify-center rounded-lg">
                <Icon name={p.icon} className="size-5" />
              </div>
              <h3 className="mt-4 text-xl font-bold">{p.title}</h3>
              <p className="text-muted-foreground mt-2">{p.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="modern-pricing-title" className="bg-slate-50 py-16">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <h2 id="modern-pricing-title" className="text-3xl font-bold tracking-tight">
            {modernPricing.title}
          </h2>
          <p className="text-muted-foreground mt-4 text-lg">{modernPricing.body}</p>
        </div>
      </section>
    </>
  );
}
