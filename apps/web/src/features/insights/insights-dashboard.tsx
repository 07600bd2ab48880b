import { useSuspenseQueries } from "@tanstack/react-query";
import { CatchBoundary, type ErrorComponentProps } from "@tanstack/react-router";
import { Loader2, RefreshCw, Trash2 } from "lucide-react";
import { type ReactNode, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { type AdminFilters, useAdminFilters } from "@/features/admin/admin-filters";
import { ErrorBox, useRetryRoute } from "@/features/admin/admin-shell";
import { cn } from "@/lib/utils";
import { DailyActivityChart, SourceDistributionChart } from "./charts";
import { ClearDataDialog } from "./clear-data-dialog";
import { DashboardTabs } from "./dashboard-tabs";
import { FilterBar } from "./filter-bar";
import { InsightsList } from "./insights-list";
import { dashboardKeys, dashboardQueries, useRefreshDashboard } from "./queries";
import { StatCards } from "./stat-cards";

/**
 * Chat Insights (SPEC §2.13). The route's loader fetches the four dashboard calls in
 * parallel; the page reads them from the cache. A filter change loads the new combination
 * under the header and filter bar, which stay.
 */
export function InsightsDashboard() {
  const [filters] = useAdminFilters();
  // Clear Data starts the figures over, tabs included.
  const [generation, setGeneration] = useState(0);
  return (
    <DashboardFrame onCleared={() => setGeneration((n) => n + 1)}>
      <CatchBoundary
        key={generation}
        getResetKey={() => dashboardKeys.filters(filters)[1]}
        errorComponent={DashboardFailed}
      >
        <Suspense fallback={<DashboardLoading />}>
          <DashboardData filters={filters} />
        </Suspense>
      </CatchBoundary>
    </DashboardFrame>
  );
}

/** The route's pending state: the page with its loading message. */
export function InsightsDashboardPending() {
  return (
    <DashboardFrame>
      <DashboardLoading />
    </DashboardFrame>
  );
}

/** The route's error state: the page with the error box and Retry. */
export function InsightsDashboardError(props: ErrorComponentProps) {
  return (
    <DashboardFrame>
      <DashboardFailed {...props} />
    </DashboardFrame>
  );
}

/** Title, header buttons, filter bar and the Clear Data modal around the figures. */
function DashboardFrame({ children, onCleared }: { children: ReactNode; onCleared?: () => void }) {
  const [filters, setFilters] = useAdminFilters();
  const refresh = useRefreshDashboard(filters);
  const [clearOpen, setClearOpen] = useState(false);
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
      {children}
      <ClearDataDialog
        open={clearOpen}
        onOpenChange={setClearOpen}
        onCleared={onCleared}
        filters={filters}
      />
    </div>
  );
}

function DashboardLoading() {
  return (
    <div className="flex flex-col items-center justify-center gap-2 py-24" role="status">
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden />
      <p className="text-lg font-medium">Loading Chat Analytics</p>
      <p className="text-sm text-muted-foreground">Analyzing your conversation data...</p>
    </div>
  );
}

function DashboardFailed({ reset }: Pick<ErrorComponentProps, "reset">) {
  const retry = useRetryRoute(reset);
  return (
    <div className="space-y-3">
      <ErrorBox>Failed to load dashboard data. Please try again.</ErrorBox>
      <Button variant="outline" onClick={retry}>
        Retry
      </Button>
    </div>
  );
}

/** The figures of one filter combination, read from the cache (suspends while loading). */
function DashboardData({ filters }: { filters: AdminFilters }) {
  const [{ data: stats }, { data: conversations }, { data: daily }, { data: insights }] =
    useSuspenseQueries({ queries: dashboardQueries(filters) });
  return (
    <>
      <StatCards stats={stats} days={filters.dateRange} />
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Daily Activity Trend</CardTitle>
          </CardHeader>
          <CardContent>
            <DailyActivityChart data={daily} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Source Distribution</CardTitle>
          </CardHeader>
          <CardContent>
            <SourceDistributionChart distribution={stats.sourceDistribution} />
          </CardContent>
        </Card>
      </div>
      <InsightsList insights={insights} />
      <DashboardTabs stats={stats} conversations={conversations} />
    </>
  );
}
