import { Link } from "@tanstack/react-router";
import { ArrowRight, CheckCircle2 } from "lucide-react";
import { SectionHeading } from "./section-heading";

const columns = [
  {
    title: "Run Your Daily Operations",
    intro: "AI that quietly takes care of the work that fills your day.",
    points: [
      "Answer customer questions and book appointments around the clock",
      "Turn invoices, forms and emails into clean data without retyping",
      "Keep schedules, reminders and handoffs moving on their own",
    ],
  },
  {
    title: "Win Your Future Customers",
    intro: "AI that finds, qualifies and follows up with the buyers you want.",
    points: [
      "Respond to every inquiry in minutes, not days",
      "Qualify leads and route the best ones to your team",
      "Be the business AI assistants recommend when people search",
    ],
  },
] as const;

/** "Solve Bigger Problems": what AI does for today's work and tomorrow's customers. */
export function BiggerProblemsSection() {
  return (
    <section id="what-we-do" aria-labelledby="what-we-do-title" className="py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="what-we-do-title" eyebrow="What We Do" title="Solve Bigger Problems">
          Small fixes add up. We connect them into systems that run your day and grow your business.
        </SectionHeading>
        <div className="grid gap-8 md:grid-cols-2">
          {columns.map((col) => (
            <div key={col.title} className="rounded-2xl border bg-white p-8 shadow-sm">
              <h3 className="text-2xl font-bold">{col.title}</h3>
              <p className="text-muted-foreground mt-2">{col.intro}</p>
              <ul className="mt-6 space-y-3">
                {col.points.map((point) => (
                  <li key={point} className="flex gap-3">
                    <CheckCircle2
                      className="mt-0.5 size-5 shrink-0 text-emerald-600"
                      aria-hidden="true"
                    />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="mt-10 text-center">
          <Link
            to="/"
            hash="process"
            className="text-primary inline-flex items-center gap-2 rounded-sm font-semibold underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            See how we get you there
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </p>
      </div>
    </section>
  );
}
