import { type SolutionTabId, solutionsFor, solutionTabs } from "@repo/site-content";
import { useState } from "react";
import { CategoryTabs } from "./category-tabs";
import { SectionHeading } from "./section-heading";
import { SolutionCard } from "./solution-card";

/** Solutions grid with category tabs: All shows all 12, a category its cards + Custom. */
export function SolutionsSection() {
  const [tab, setTab] = useState<SolutionTabId>("all");
  return (
    <section id="solutions" aria-labelledby="solutions-title" className="bg-background py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="solutions-title"
          eyebrow="Solutions"
          title="AI Solutions That Work as Hard as You Do"
        >
          Ready-made AI solutions for the jobs that slow small businesses down, each one tailored to
          the way you work.
        </SectionHeading>
        <CategoryTabs
          label="Solution categories"
          tabs={solutionTabs}
          value={tab}
          onValueChange={setTab}
        >
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="solutions-grid">
            {solutionsFor(tab).map((s) => (
              <li key={s.id}>
                <SolutionCard solution={s} />
              </li>
            ))}
          </ul>
        </CategoryTabs>
      </div>
    </section>
  );
}
