import type { DashboardStats } from "@repo/schemas";
import { Bot, HelpCircle, Lightbulb, MessageSquare } from "lucide-react";
import { StatCard, StatRow } from "@/features/admin/stat-card";
import { cn } from "@/lib/utils";
import { changeLabel, oneDecimal } from "./format";

/** The four stat cards, each with its change 'vs prev N days' (SPEC §2.13). */
export function StatCards({ stats, days }: { stats: DashboardStats; days: number }) {
  const cards = [
    {
      label: "Total Conversations",
      value: String(stats.totalConversations),
      change: changeLabel(stats.comparison.totalConversations, stats.totalConversations),
      icon: MessageSquare,
    },
    {
      label: "Questions Asked",
      value: String(stats.questionsAsked),
      change: changeLabel(stats.comparison.questionsAsked, stats.questionsAsked),
      icon: HelpCircle,
    },
    {
      label: "Avg Questions/Visit",
      value: oneDecimal(stats.averageMessagesPerConversation),
      change: changeLabel(
        stats.comparison.averageMessagesPerConversation,
        stats.averageMessagesPerConversation,
        oneDecimal,
      ),
      icon: Lightbulb,
    },
    {
      label: "AI Agent Queries",
      value: String(stats.aiAgentQueries),
      change: changeLabel(stats.comparison.aiAgentQueries, stats.aiAgentQueries),
      icon: Bot,
    },
  ];
  return (
    <StatRow>
      {cards.map((c) => (
        <StatCard key={c.label} label={c.label} value={c.value} icon={c.icon}>
          <p className="text-xs text-muted-foreground">
            <span
              className={cn(
                c.change.startsWith("+") && "text-green-600",
                c.change.startsWith("-") && "text-red-600",
              )}
            >
              {c.change}
            </span>{" "}
            vs prev {days} days
          </p>
        </StatCard>
      ))}
    </StatRow>
  );
}
