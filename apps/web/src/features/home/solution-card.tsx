import type { Solution } from "@repo/site-content";
import { Icon } from "@/components/icon";
import { cx } from "@/lib/cx";

export function SolutionCard({ solution }: { solution: Solution }) {
  return (
    // The card classes of ui/card, written out so no class merging is needed.
    <div
      data-slot="card"
      className={cx(
        "text-card-foreground flex h-full flex-col gap-6 rounded-xl border py-6 shadow-sm transition-shadow hover:shadow-md",
        solution.isCustom ? "border-primary/40 bg-blue-50/60" : "bg-card",
      )}
    >
      <div
        data-slot="card-header"
        className="@container/card-header grid auto-rows-min grid-rows-[auto_auto] items-start gap-2 px-6 has-data-[slot=card-action]:grid-cols-[1fr_auto] [.border-b]:pb-6"
      >
        <div className="bg-primary/10 text-primary mb-2 flex size-11 items-center justify-center rounded-lg">
          <Icon name={solution.icon} className="size-5" />
        </div>
        <div data-slot="card-title" className="leading-none font-semibold">
          <h3 className="text-lg">{solution.title}</h3>
        </div>
        <div data-slot="card-description" className="text-muted-foreground text-[0.95rem]">
          {solution.description}
        </div>
      </div>
      <div data-slot="card-content" className="mt-auto px-6">
        <p className="text-sm font-semibold text-emerald-700">{solution.impact}</p>
      </div>
    </div>
  );
}
