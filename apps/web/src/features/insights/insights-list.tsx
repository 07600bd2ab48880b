import type { AiInsight } from "@repo/schemas";
import { Lightbulb } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { insightColor, PRIORITY_COLORS, priorityLabel } from "./format";

/** 'AI-Powered Strategic Insights': each insight with priority, confidence and its points. */
export function InsightsList({ insights }: { insights: AiInsight[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lightbulb className="size-5 text-amber-500" aria-hidden />
          AI-Powered Strategic Insights
        </CardTitle>
      </CardHeader>
      <CardContent>
        {insights.length === 0 ? (
          <div className="py-8 text-center text-muted-foreground">
            <p className="font-medium">AI is analyzing your conversation patterns...</p>
            <p className="text-sm">
              Generate more conversations with your visitors and AI agents to unlock strategic
              insights.
            </p>
          </div>
        ) : (
          <ul className="space-y-3" data-testid="insights-list">
            {insights.map((insight) => (
              <li
                key={`${insight.type}:${insight.title}`}
                className={cn("rounded-md border border-l-4 p-4", insightColor(insight.color))}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold">{insight.title}</h3>
                  <div className="flex items-center gap-2 text-xs">
                    <Badge
                      className={cn("border-0", PRIORITY_COLORS[priorityLabel(insight.priority)])}
                    >
                      {priorityLabel(insight.priority)} priority
                    </Badge>
                    <span className="text-muted-foreground">
                      {Math.round(insight.confidence)}% confidence
                    </span>
                  </div>
                </div>
                <p className="mt-2 text-sm">{insight.recommendation}</p>
                <p className="mt-1 text-sm text-muted-foreground">
                  <span className="font-medium">Impact:</span> {insight.impact}
                </p>
                <PointList title="Data points" items={insight.dataPoints} />
                <PointList title="Action items" items={insight.actionItems} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** A titled bullet list under an insight; nothing when it is empty. */
function PointList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="mt-2">
      <p className="text-xs font-medium uppercase text-muted-foreground">{title}</p>
      <ul className="list-disc pl-5 text-sm">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
