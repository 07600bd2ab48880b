import {
  type AnalyticsSourceFilter,
  analyticsSourceFilterSchema,
  type DateRange,
  dateRangeSchema,
  type EnvironmentFilter,
  environmentFilterSchema,
} from "@repo/schemas";
import { useCallback, useSyncExternalStore } from "react";
import type { z } from "zod";

/** Shared admin filters (SPEC §3), persisted under `admin-filters`, merged over the defaults. */
export const ADMIN_FILTERS_KEY = "admin-filters";

export const DATE_RANGE_OPTIONS = [
  { value: 7, label: "Last 7 days" },
  { value: 30, label: "Last 30 days" },
  { value: 90, label: "Last 90 days" },
  { value: 365, label: "Last year" },
] as const;

export const SOURCE_OPTIONS = [
  { value: "all", label: "All Sources" },
  { value: "chat", label: "Website Chat" },
  { value: "mcp", label: "AI Agents" },
  { value: "nlweb", label: "Direct API" },
] as const;

export const ENVIRONMENT_OPTIONS = [
  { value: "all", label: "All Environments" },
  { value: "development", label: "Development" },
  { value: "production", label: "Production" },
] as const;

export interface AdminFilters {
  environment: EnvironmentFilter;
  dateRange: DateRange;
  source: AnalyticsSourceFilter;
}

export const DEFAULT_ADMIN_FILTERS: AdminFilters = Object.freeze({
  environment: "development",
  dateRange: 30,
  source: "all",
});

/** Each stored field that is valid wins over its default; anything else is ignored. */
export function mergeAdminFilters(stored: unknown): AdminFilters {
  const value = stored && typeof stored === "object" ? (stored as Record<string, unknown>) : {};
  const pick = <T>(schema: z.ZodType<T>, raw: unknown, fallback: T): T => {
    const parsed = schema.safeParse(raw);
    return parsed.success ? parsed.data : fallback;
  };
  return {
    environment: pick(
      environmentFilterSchema,
      value.environment,
      DEFAULT_ADMIN_FILTERS.environment,
    ),
    dateRange: pick(dateRangeSchema, value.dateRange, DEFAULT_ADMIN_FILTERS.dateRange),
    source: pick(analyticsSourceFilterSchema, value.source, DEFAULT_ADMIN_FILTERS.source),
  };
}

const listeners = new Set<() => void>();
let snapshot: { raw: string | null; filters: AdminFilters } | undefined;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(ADMIN_FILTERS_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): AdminFilters {
  try {
    return mergeAdminFilters(JSON.parse(raw ?? "{}"));
  } catch {
    return { ...DEFAULT_ADMIN_FILTERS };
  }
}

/** The current filters; the same object until the stored value changes. */
export function getAdminFilters(): AdminFilters {
  const raw = readRaw();
  if (!snapshot || snapshot.raw !== raw) snapshot = { raw, filters: parse(raw) };
  return snapshot.filters;
}

export function setAdminFilters(patch: Partial<AdminFilters>) {
  const next = mergeAdminFilters({ ...getAdminFilters(), ...patch });
  try {
    window.localStorage.setItem(ADMIN_FILTERS_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the filters still apply for this visit.
    snapshot = { raw: readRaw(), filters: next };
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ADMIN_FILTERS_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * The admin filters every admin screen shares: `[filters, update]`. `update` takes the fields
 * to change; the rest are kept, and every screen using the hook sees the change at once.
 */
export function useAdminFilters(): [AdminFilters, (patch: Partial<AdminFilters>) => void] {
  const filters = useSyncExternalStore(subscribe, getAdminFilters, getAdminFilters);
  const update = useCallback((patch: Partial<AdminFilters>) => setAdminFilters(patch), []);
  return [filters, update];
}
