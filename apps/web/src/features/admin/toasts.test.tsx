import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/sonner";
import { createQueryClient } from "@/lib/query-client";

const failing = (key: string, errorToast?: string) => ({
  queryKey: [key],
  queryFn: () => Promise.reject(new Error(`${key} failed`)),
  retry: false,
  meta: errorToast ? { errorToast } : undefined,
});

describe("failed queries", () => {
  it("are toasted from the query cache once per message, and only when they ask for it", async () => {
    render(<Toaster />);
    const client = createQueryClient();
    await Promise.allSettled([
      client.fetchQuery(failing("stats", "Failed to load dashboard data")),
      client.fetchQuery(failing("daily", "Failed to load dashboard data")),
      client.fetchQuery(failing("detail")),
    ]);
    expect(await screen.findByText("Failed to load dashboard data")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByText("Failed to load dashboard data")).toHaveLength(1),
    );
    expect(screen.queryByText(/detail failed/)).toBeNull();
  });
});
