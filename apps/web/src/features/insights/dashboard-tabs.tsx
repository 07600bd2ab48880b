import type { ConversationSummary, DashboardStats } from "@repo/schemas";
import { AlertTriangle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { cn } from "@/lib/utils";
import { RecentConversations } from "./conversations-panel";
import { oneDecimal } from "./format";

/** The tabbed panel: Popular Questions (default), Recent Conversations, Traffic Sources. */
export function DashboardTabs({
  stats,
  conversations,
}: {
  stats: DashboardStats;
  conversations: ConversationSummary[];
}) {
  return (
    <Tabs defaultValue="popular" className="gap-4">
      {/* Wraps on a phone instead of widening the page. */}
      <TabsList className="h-auto max-w-full flex-wrap justify-start">
        <TabsTrigger value="popular">Popular Questions</TabsTrigger>
        <TabsTrigger value="recent">Recent Conversations</TabsTrigger>
        <TabsTrigger value="traffic">Traffic Sources</TabsTrigger>
      </TabsList>
      <TabsContent value="popular">
        <PopularQuestions stats={stats} />
      </TabsContent>
      <TabsContent value="recent">
        <RecentConversations conversations={conversations} />
      </TabsContent>
      <TabsContent value="traffic">
        <TrafficSources stats={stats} />
      </TabsContent>
    </Tabs>
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
