import { processSteps } from "@repo/site-content";
import { Icon } from "@/components/icon";
import { useInView } from "@/hooks/use-in-view";
import { CARD_STAGGER_MS, REVEAL_THRESHOLD } from "@/lib/site-constants";
import { revealClass } from "./reveal";
import { SectionHeading } from "./section-heading";

/** Discovery, Design, Deploy, Optimize; fades in at 20% visibility, steps highlight on hover. */
export function ProcessSection() {
  const [ref, inView] = useInView<HTMLOListElement>(REVEAL_THRESHOLD);
  return (
    <section id="process" aria-labelledby="process-title" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="process-title"
          eyebrow="Our Process"
          title="From First Call to Real Results"
        >
          A simple four-step process that keeps you in control and shows value early.
        </SectionHeading>
        <ol ref={ref} className="grid gap-6 md:grid-cols-2 lg:grid-cols-4" data-revealed={inView}>
          {processSteps.map((step, i) => (
            <li
              key={step.id}
              className={revealClass(inView)}
              style={{ transitionDelay: inView ? `${i * CARD_STAGGER_MS}ms` : undefined }}
            >
              <div className="group hover:border-primary focus-within:border-primary h-full rounded-2xl border bg-white p-6 shadow-sm transition-colors hover:bg-blue-50/60 hover:shadow-md">
                <div className="flex items-center gap-3">
                  <span className="bg-primary text-primary-foreground flex size-10 items-center justify-center rounded-full font-bold">
                    {step.number}
                  </span>
                  <Icon
                    name={step.icon}
                    className="text-muted-foreground group-hover:text-primary size-5 transition-colors"
                  />
                </div>
                <h3 className="mt-4 text-xl font-bold">{step.title}</h3>
                <p className="text-muted-foreground mt-2 text-sm">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
