import type { Solution } from "@repo/site-content";
import { Icon } from "@/components/icon";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

export function SolutionCard({ solution }: { solution: Solution }) {
  return (
    <Card
      className={cn(
        "h-full transition-shadow hover:shadow-md",
        solution.isCustom && "border-primary/40 bg-blue-50/60",
      )}
    >
      <CardHeader>
        <div className="bg-primary/10 text-primary mb-2 flex size-11 items-center justify-center rounded-lg">
          <Icon name={solution.icon} className="size-5" />
        </div>
        <CardTitle>
          <h3 className="text-lg">{solution.title}</h3>
        </CardTitle>
        <CardDescription className="text-[0.95rem]">{solution.description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto">
        <p className="text-sm font-semibold text-emerald-700">{solution.impact}</p>
      </CardContent>
    </Card>
  );
}
