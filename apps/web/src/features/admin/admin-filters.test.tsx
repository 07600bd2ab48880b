import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ADMIN_FILTERS_KEY,
  DEFAULT_ADMIN_FILTERS,
  getAdminFilters,
  mergeAdminFilters,
  useAdminFilters,
} from "./admin-filters";

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

/** Two admin screens using the shared filters. */
function Screen({ name }: { name: string }) {
  const [filters, setFilters] = useAdminFilters();
  return (
    <div>
      <span data-testid={name}>
        {filters.environment}/{filters.dateRange}/{filters.source}
      </span>
      <button type="button" onClick={() => setFilters({ environment: "all" })}>
        {`change ${name}`}
      </button>
    </div>
  );
}

describe("admin filters", () => {
  it("default to development, 30 days and all sources", () => {
    expect(getAdminFilters()).toEqual({ environment: "development", dateRange: 30, source: "all" });
  });

  it("merge stored values over the defaults and ignore invalid ones", () => {
    expect(mergeAdminFilters({ environment: "production" })).toEqual({
      ...DEFAULT_ADMIN_FILTERS,
      environment: "production",
    });
    expect(mergeAdminFilters({ environment: "staging", dateRange: 12, source: "mcp" })).toEqual({
      ...DEFAULT_ADMIN_FILTERS,
      source: "mcp",
    });
    localStorage.setItem(ADMIN_FILTERS_KEY, "not json");
    expect(getAdminFilters()).toEqual(DEFAULT_ADMIN_FILTERS);
    localStorage.setItem(ADMIN_FILTERS_KEY, JSON.stringify({ dateRange: 90 }));
    expect(getAdminFilters()).toEqual({ ...DEFAULT_ADMIN_FILTERS, dateRange: 90 });
  });

  it("persist a change under admin-filters and share it with every screen", () => {
    render(
      <>
        <Screen name="leads" />
        <Screen name="insights" />
      </>,
    );
    expect(screen.getByTestId("insights")).toHaveTextContent("development/30/all");
    act(() => screen.getByText("change leads").click());
    expect(screen.getByTestId("leads")).toHaveTextContent("all/30/all");
    expect(screen.getByTestId("insights")).toHaveTextContent("all/30/all");
    expect(JSON.parse(localStorage.getItem(ADMIN_FILTERS_KEY) ?? "{}")).toEqual({
      environment: "all",
      dateRange: 30,
      source: "all",
    });
  });

  it("still apply a change for this visit when storage refuses to save it", () => {
    vi.spyOn(window.localStorage, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    render(<Screen name="leads" />);
    act(() => screen.getByText("change leads").click());
    expect(screen.getByTestId("leads")).toHaveTextContent("all/30/all");
    expect(localStorage.getItem(ADMIN_FILTERS_KEY)).toBeNull();
  });
});
