import type { Lead, LeadStatus, LeadType } from "@repo/schemas";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import { Download, Eye, Mail } from "lucide-react";
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { ENVIRONMENT_OPTIONS, useAdminFilters } from "@/features/admin/admin-filters";
import { AdminRoutePending } from "@/features/admin/admin-shell";
import { SearchField } from "@/features/admin/search-field";
import { SelectField } from "@/features/admin/select-field";
import { StatCard, StatRow } from "@/features/admin/stat-card";
import { cn } from "@/lib/utils";
import { LeadDetailsDialog } from "./lead-details-dialog";
import {
  downloadCsv,
  formatCreated,
  leadsToCsv,
  replyMailto,
  STATUS_CLASSES,
  STATUS_FILTER_OPTIONS,
  STATUS_LABELS,
  TYPE_FILTER_OPTIONS,
  TYPE_LABELS,
} from "./lead-format";
import {
  ALL_LEADS,
  type LeadListFilters,
  leadQueryOptions,
  leadStatsQueryOptions,
  leadsQueryOptions,
  systemInfoQueryOptions,
} from "./queries";

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, Lead>();

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The route's pending state (SPEC §2.14 'Loading leads...'). */
export function LeadsPagePending() {
  return <AdminRoutePending label="Loading leads..." />;
}

/**
 * Website Leads (SPEC §2.14) with search and CSV export. The route's loader has the unfiltered
 * list in the cache; a changed filter keeps the rows shown until the new list arrives.
 * `openLeadId` opens one lead's details at once (the admin link in a notification email);
 * `onLeadClosed` runs when they close.
 */
export function LeadsPage({
  openLeadId,
  onLeadClosed,
}: {
  openLeadId?: string;
  onLeadClosed?: () => void;
} = {}) {
  const [{ environment }] = useAdminFilters();
  const [status, setStatus] = useState<LeadStatus | "all">(ALL_LEADS.status);
  const [type, setType] = useState<LeadType | "all">(ALL_LEADS.type);
  const [searchText, setSearchText] = useState<string>(ALL_LEADS.search);
  const search = useDebounced(searchText.trim(), 300);
  // The opened lead stays open even when a change moves it out of the filtered list.
  const [selected, setSelected] = useState<Lead | null>(null);

  const filters = useMemo<LeadListFilters>(
    () => ({ status, type, environment, search }),
    [status, type, environment, search],
  );
  const { data } = useSuspenseQuery(leadsQueryOptions(useDeferredValue(filters)));
  // The figures around the list show "—" until known and never hold the list back.
  const stats = useQuery(leadStatsQueryOptions(environment));
  const system = useQuery(systemInfoQueryOptions());
  const linked = useQuery({ ...leadQueryOptions(openLeadId ?? ""), enabled: Boolean(openLeadId) });
  useEffect(() => {
    if (linked.data) setSelected(linked.data);
  }, [linked.data]);

  const columns = useMemo(
    () =>
      helper.columns([
        helper.display({
          id: "contact",
          header: "Contact",
          cell: ({ row }) => (
            <div className="min-w-0">
              <div className="font-medium">{row.original.name}</div>
              <div className="text-xs text-muted-foreground">{row.original.email}</div>
              {row.original.company && (
                <div className="text-xs text-muted-foreground">{row.original.company}</div>
              )}
            </div>
          ),
        }),
        helper.accessor("type", {
          header: "Type",
          cell: (info) => <Badge variant="outline">{TYPE_LABELS[info.getValue()]}</Badge>,
        }),
        helper.accessor("status", {
          header: "Status",
          cell: (info) => (
            <Badge className={cn("border-0", STATUS_CLASSES[info.getValue()])}>
              {STATUS_LABELS[info.getValue()]}
            </Badge>
          ),
        }),
        helper.accessor("createdAt", {
          header: "Created",
          cell: (info) => (
            <span className="whitespace-nowrap">{formatCreated(info.getValue())}</span>
          ),
        }),
        helper.display({
          id: "actions",
          header: "Actions",
          cell: ({ row }) => (
            <div className="flex gap-1">
              <Button
                variant="ghost"
                size="icon"
                aria-label={`View details for ${row.original.name}`}
                onClick={() => setSelected(row.original)}
              >
                <Eye className="size-4" />
              </Button>
              <Button variant="ghost" size="icon" asChild>
                <a href={replyMailto(row.original)} aria-label={`Email ${row.original.name}`}>
                  <Mail className="size-4" />
                </a>
              </Button>
            </div>
          ),
        }),
      ]),
    [],
  );

  const table = useTable({ features, columns, data, getRowId: (lead) => lead.id });
  const rows = table.getRowModel().rows;

  const environmentLabel =
    ENVIRONMENT_OPTIONS.find((option) => option.value === environment)?.label ?? environment;

  const exportCsv = () => {
    const stamp = new Date().toISOString().slice(0, 10);
    downloadCsv(`leads-${stamp}.csv`, leadsToCsv(rows.map((row) => row.original)));
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Website Leads</h1>
        <p className="text-muted-foreground">
          Manage contact form submissions and project inquiries
        </p>
      </header>

      <StatRow>
        <StatCard label="Total Leads" value={stats.data?.total} />
        <StatCard label="New Leads" value={stats.data?.new} />
        <StatCard label="Converted" value={stats.data?.converted} />
        <StatCard
          label="Conversion Rate"
          value={stats.data ? `${stats.data.conversionRate}%` : undefined}
        />
      </StatRow>

      <Card className="gap-4 py-4">
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 px-4">
          <CardTitle>Filters</CardTitle>
          <Badge variant="secondary" data-testid="environment-badge">
            {environmentLabel} · {system.data?.storageType ?? "Redis"}
          </Badge>
        </CardHeader>
        <CardContent className="grid gap-3 px-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr_auto]">
          <SelectField
            label="Status"
            value={status}
            options={STATUS_FILTER_OPTIONS}
            onChange={setStatus}
          />
          <SelectField label="Type" value={type} options={TYPE_FILTER_OPTIONS} onChange={setType} />
          <SearchField
            id="lead-search"
            placeholder="Name, email or company..."
            value={searchText}
            onChange={setSearchText}
          />
          <div className="flex items-end">
            <Button variant="outline" onClick={exportCsv} disabled={rows.length === 0}>
              <Download className="size-4" aria-hidden />
              Export CSV
            </Button>
          </div>
        </CardContent>
      </Card>

      <Card className="py-0">
        <Table>
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {group.headers.map((header) => (
                  <TableHead key={header.id}>
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </TableHead>
                ))}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell
                  colSpan={columns.length}
                  className="py-10 text-center text-muted-foreground"
                >
                  No leads found
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => (
                <TableRow key={row.id} data-lead-id={row.id}>
                  {row.getAllCells().map((cell) => (
                    <TableCell key={cell.id} className="align-top">
                      <table.FlexRender cell={cell} />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </Card>

      <LeadDetailsDialog
        lead={selected}
        onClose={() => {
          setSelected(null);
          if (openLeadId) onLeadClosed?.();
        }}
      />
    </div>
  );
}
