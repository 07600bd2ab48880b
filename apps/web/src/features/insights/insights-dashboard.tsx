import type { AiInsight, DashboardStats } from "@repo/schemas";
import { useQuery } from "@tanstack/react-query";
import {
  AlertTriangle,
  Bot,
  HelpCircle,
  Lightbulb,
  Loader2,
  MessageSquare,
  RefreshCw,
  Trash2,
} from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import {
  type AdminFilters,
  DATE_RANGE_OPTIONS,
  ENVIRONMENT_OPTIONS,
  SOURCE_OPTIONS,
  useAdminFilters,
} from "@/features/admin/admin-filters";
import { SelectField } from "@/features/admin/select-field";
import { StatCard, StatRow } from "@/features/admin/stat-card";
import { ERROR_TOAST } from "@/features/admin/toasts";
import { cn } from "@/lib/utils";
import { DailyActivityChart, SourceDistributionChart } from "./charts";
import { ClearDataDialog } from "./clear-data-dialog";
import { RecentConversations } from "./conversations-panel";
import { changeLabel, insightColor, oneDecimal, PRIORITY_COLORS, priorityLabel } from "./format";
import {
  conversationsQueryOptions,
  dailyActivityQueryOptions,
  insightsQueryOptions,
  statsQueryOptions,
  useRefreshDashboard,
} from "./queries";

/** Chat Insights (SPEC §2.13): the four dashboard calls run in parallel, per filter combination. */
export function InsightsDashboard() {
  const [filters, setFilters] = useAdminFilters();
  const stats = useQuery(statsQueryOptions(filters));
  const conversations = useQuery(conversationsQueryOptions(filters));
  const daily = useQuery(dailyActivityQueryOptions(filters));
  const insights = useQuery(insightsQueryOptions(filters));
  const refresh = useRefreshDashboard(filters);
  const [clearOpen, setClearOpen] = useState(false);

  const queries = [stats, conversations, daily, insights];
  const failed = queries.some((q) => q.isError);
  const loading = !failed && queries.some((q) => q.isPending);
  useEffect(() => {
    if (failed) toast.error("Failed to load dashboard data", ERROR_TOAST);
  }, [failed]);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Chat Insights</h1>
          <p className="text-muted-foreground">
            Understand what your visitors are asking about most
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => refresh.mutate()} disabled={refresh.isPending}>
            <RefreshCw className={cn("size-4", refresh.isPending && "animate-spin")} />
            Refresh
          </Button>
          <Button variant="destructive" onClick={() => setClearOpen(true)}>
            <Trash2 className="size-4" />
            Clear Data
          </Button>
        </div>
      </header>

      <FilterBar filters={filters} onChange={setFilters} />

      {failed ? (
        <div
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-4 text-red-700 dark:border-red-900 dark:bg-red-950/40 dark:text-red-300"
        >
          Failed to load dashboard data. Please try again.
        </div>
      ) : loading || !stats.data ? (
        <div className="flex flex-col items-center justify-center gap-2 py-24" role="status">
          <Loader2 className="size-8 animate-spin text-primary" aria-hidden />
          <p className="text-lg font-medium">Loading Chat Analytics</p>
          <p className="text-sm text-muted-foreground">Analyzing your conversation data...</p>
        </div>
      ) : (
        <>
          <StatCards stats={stats.data} days={filters.dateRange} />
          <div className="grid gap-4 lg:grid-cols-3">
            <Card className="lg:col-span-2">
              <CardHeader>
                <CardTitle>Daily Activity Trend</CardTitle>
              </CardHeader>
              <CardContent>
                <DailyActivityChart data={daily.data ?? []} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Source Distribution</CardTitle>
              </CardHeader>
              <CardContent>
                <SourceDistributionChart distribution={stats.data.sourceDistribution} />
              </CardContent>
            </Card>
          </div>
          <InsightsList insights={insights.data ?? []} />
          <Tabs defaultValue="popular" className="gap-4">
            {/* Wraps on a phone instead of widening the page. */}
            <TabsList className="h-auto max-w-full flex-wrap justify-start">
              <TabsTrigger value="popular">Popular Questions</TabsTrigger>
              <TabsTrigger value="recent">Recent Conversations</TabsTrigger>
              <TabsTrigger value="traffic">Traffic Sources</TabsTrigger>
            </TabsList>
            <TabsContent value="popular">
              <PopularQuestions stats={stats.data} />
            </TabsContent>
            <TabsContent value="recent">
              <RecentConversations conversations={conversations.data ?? []} />
            </TabsContent>
            <TabsContent value="traffic">
              <TrafficSources stats={stats.data} />
            </TabsContent>
          </Tabs>
        </>
      )}

      <ClearDataDialog open={clearOpen} onOpenChange={setClearOpen} filters={filters} />
    </div>
  );
}

function FilterBar({
  filters,
  onChange,
}: {
  filters: AdminFilters;
  onChange: (patch: Partial<AdminFilters>) => void;
}) {
  return (
    <div className="flex flex-wrap gap-3" data-testid="insights-filters">
      <SelectField
        inline
        label="Date range"
        value={filters.dateRange}
        options={DATE_RANGE_OPTIONS}
        onChange={(dateRange) => onChange({ dateRange })}
      />
      <SelectField
        inline
        label="Source"
        value={filters.source}
        options={SOURCE_OPTIONS}
        onChange={(source) => onChange({ source })}
      />
      <SelectField
        inline
        label="Environment"
        value={filters.environment}
        options={ENVIRONMENT_OPTIONS}
        onChange={(environment) => onChange({ environment })}
      />
    </div>
  );
}

function StatCards({ stats, days }: { stats: DashboardStats; days: number }) {
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

function InsightsList({ insights }: { insights: AiInsight[] }) {
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
                {insight.dataPoints.length > 0 && (
                  <div className="mt-2">
                    <p className="text-xs font-medium uppercase text-muted-foreground">
                      Data points
                    </p>
                    <ul className="list-disc pl-5 text-sm">
                      {insight.dataPoints.map((d) => (
                        <li key={d}>{d}</li>
                      ))}
                    </ul>
                  </div>
                )}
                {insight.actionItems.length > 0 && (
                  <div className="mt-2">
                    <p className="text-xs font-medium uppercase text-muted-foreground">
                      Action items
                    </p>
                    <ul className="list-disc pl-5 text-sm">
                      {insight.actionItems.map((d) => (
                        <li key={d}>{d}</li>
                      ))}
                    </ul>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function PopularQuestions({ stats }: { stats: DashboardStats }) {
  if (stats.popularQuestions.length === 0)
    return (
      <Card>
        <CardContent className="py-8 text-center text-muted-foreground">
          No questions data available yet
        </CardContent>
      </Card>
    );
  return (
    <Card>
      <CardContent>
        <ol className="divide-y" data-testid="popular-questions">
          {stats.popularQuestions.map((q, i) => (
            <li key={q.question} className="flex items-center gap-3 py-3">
              <span className="w-8 text-sm font-semibold text-muted-foreground">#{i + 1}</span>
              <span className="flex-1">{q.question}</span>
              <Badge variant="secondary">{q.count}x</Badge>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function TrafficSources({ stats }: { stats: DashboardStats }) {
  const { websiteChat, aiAgents, directApi } = stats.sourceDistribution;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Query Sources</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <SourceBar label="Website Chat" percent={websiteChat} color="bg-blue-500" />
          <SourceBar
            label="AI Agents (ChatGPT, Claude, Perplexity)"
            percent={aiAgents}
            color="bg-amber-500"
          />
          <SourceBar label="Direct API" percent={directApi} color="bg-emerald-500" />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Key Insights</CardTitle>
        </CardHeader>
        <CardContent className="space-y-2 text-sm">
          {stats.totalConversations === 0 ? (
            <p className="text-muted-foreground">No data available yet</p>
          ) : (
            <>
              <p>
                Visitors ask <strong>{oneDecimal(stats.averageMessagesPerConversation)}</strong>{" "}
                questions per visit on average.
              </p>
              <p>
                <strong>{stats.questionsAsked}</strong> questions asked in total.
              </p>
              {aiAgents > 0 && (
                <div className="flex gap-2 rounded-md bg-amber-50 p-3 text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
                  <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
                  <p>
                    <strong>AI Discovery Success:</strong> {aiAgents}% of your queries come from AI
                    agents discovering your business.
                  </p>
                </div>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function SourceBar({ label, percent, color }: { label: string; percent: number; color: string }) {
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span className="font-medium">{Math.round(percent)}%</span>
      </div>
      <div className="mt-1 h-2 rounded-full bg-muted">
        <div className={cn("h-2 rounded-full", color)} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
