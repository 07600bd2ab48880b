import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "@/lib/api-client";
import { reply, replyError, serveApi } from "@/test/fake-api";
import { AdminGuard } from "./admin-guard";
import { getAdminAuth, setAdminAuth } from "./auth-store";

const ADMIN = { id: "u1", email: "owner@example.com", name: "Owner", role: "admin" as const };

/** A stand-in for the server's `GET /api/auth/me`: only `good-token` is valid. */
function serveMe(gate?: Promise<void>) {
  const calls = serveApi(async ({ url, authorization }) => {
    await gate;
    if (url === "/api/auth/me" && authorization === "Bearer good-token") {
      return reply(api.auth.me.$get, { user: ADMIN });
    }
    return replyError(401, "unauthorized", "Not logged in");
  });
  // Read as "METHOD url bearer", the way the assertions below spell each call.
  return {
    get list() {
      return calls.map((c) => `${c.method} ${c.url} ${c.authorization ?? ""}`);
    },
  };
}

function renderAt(path: string) {
  const rootRoute = createRootRoute({ component: Outlet });
  const admin = createRoute({
    getParentRoute: () => rootRoute,
    path: "/admin",
    component: () => (
      <AdminGuard>
        <Outlet />
      </AdminGuard>
    ),
  });
  const leads = createRoute({
    getParentRoute: () => admin,
    path: "/leads",
    component: () => <p>Leads page</p>,
  });
  const login = createRoute({
    getParentRoute: () => rootRoute,
    path: "/admin/login",
    validateSearch: (search: Record<string, unknown>) => ({ redirect: search.redirect }),
    component: function Login() {
      const { redirect } = login.useSearch();
      return <p>Login page, back to {String(redirect)}</p>;
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([admin.addChildren([leads]), login]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("the admin guard", () => {
  it("sends a visitor without a login to /admin/login, remembering the origin", async () => {
    const calls = serveMe();
    const router = renderAt("/admin/leads?tab=new");
    expect(await screen.findByText(/Login page/)).toHaveTextContent("back to /admin/leads?tab=new");
    expect(router.state.location.pathname).toBe("/admin/login");
    expect(calls.list).toEqual([]);
  });

  it("shows a spinner while the stored token is checked, then the page", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = serveMe(gate);
    setAdminAuth("good-token", ADMIN);
    renderAt("/admin/leads");
    expect(await screen.findByRole("status")).toBeInTheDocument();
    expect(screen.queryByText("Leads page")).not.toBeInTheDocument();
    release();
    expect(await screen.findByText("Leads page")).toBeInTheDocument();
    expect(calls.list).toEqual(["GET /api/auth/me Bearer good-token"]);
  });

  it("clears a rejected login and redirects to /admin/login", async () => {
    serveMe();
    setAdminAuth("expired-token", ADMIN);
    renderAt("/admin/leads");
    expect(await screen.findByText(/Login page/)).toHaveTextContent("back to /admin/leads");
    await waitFor(() => expect(getAdminAuth()).toEqual({ token: null, user: null }));
    expect(localStorage.getItem("adminToken")).toBeNull();
    expect(localStorage.getItem("adminUser")).toBeNull();
  });
});
