import { challenges } from "@repo/site-content";
import { ArrowDown } from "lucide-react";
import { Icon } from "@/components/icon";
import { Button } from "@/components/site/button";
import { useInView } from "@/hooks/use-in-view";
import { CARD_STAGGER_MS, REVEAL_THRESHOLD } from "@/lib/site-constants";
import { revealClass } from "./reveal";
import { SectionHeading } from "./section-heading";

function scrollToSolutions() {
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  document.getElementById("solutions")?.scrollIntoView({ behavior: reduce ? "auto" : "smooth" });
}

/** Five challenge cards that fade in, 100 ms apart, once the section is 20% visible. */
export function ChallengesSection() {
  const [ref, inView] = useInView<HTMLUListElement>(REVEAL_THRESHOLD);
  return (
    <section id="challenges" aria-labelledby="challenges-title" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="challenges-title" eyebrow="Common Challenges" title="Sound Familiar?">
          The problems we hear from business owners every week, and what they really cost.
        </SectionHeading>
        <ul ref={ref} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5" data-revealed={inView}>
          {challenges.map((c, i) => (
            <li
              key={c.id}
              className={revealClass(inView)}
              style={{ transitionDelay: inView ? `${i * CARD_STAGGER_MS}ms` : undefined }}
            >
              <div
                data-slot="card"
                className="bg-card text-card-foreground flex h-full flex-col gap-3 rounded-xl border py-6 shadow-sm"
              >
                <div data-slot="card-content" className="space-y-3 px-6">
                  <div className="flex size-10 items-center justify-center rounded-lg bg-red-50 text-red-700">
                    <Icon name={c.icon} className="size-5" />
                  </div>
                  <h3 className="font-semibold">{c.title}</h3>
                  <p className="text-muted-foreground text-sm">{c.description}</p>
                  <p>
                    <span className="block text-2xl font-bold text-red-700">{c.impact}</span>
                    <span className="text-muted-foreground text-sm">{c.detail}</span>
                  </p>
                </div>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Button size="lg" onClick={scrollToSolutions}>
            See How AI Solves These
            <ArrowDown />
          </Button>
        </div>
      </div>
    </section>
  );
}
