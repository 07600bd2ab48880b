import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storedAdminToken } from "@/features/auth/login-token";
import { TOKEN_KEY, USER_KEY } from "@/features/auth/stored-login";
import { reply, replyError, serveApi } from "@/test/fake-api";
import { ApiError, api, compactQuery, NO_RESPONSE_MESSAGE, unwrap } from "./api-client";

const logIn = () => {
  localStorage.setItem(TOKEN_KEY, "t-1");
  localStorage.setItem(
    USER_KEY,
    JSON.stringify({ id: "u", email: "o@x.co", name: "O", role: "admin" }),
  );
};

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe("the typed API client", () => {
  it("sends the stored bearer and the compacted query, and returns the answer's data", async () => {
    logIn();
    const calls = serveApi(() =>
      reply(api.leads.stats.$get, {
        data: {
          total: 3,
          new: 1,
          converted: 1,
          conversionRate: 33,
          byStatus: { new: 1, contacted: 1, qualified: 0, converted: 1, lost: 0 },
        },
      }),
    );
    const query = compactQuery({ environment: "all" as const });
    const stats = await unwrap(api.leads.stats.$get({ query }));
    expect(stats.data.total).toBe(3);
    expect(calls).toEqual([
      { method: "GET", url: "/api/leads/stats", body: null, authorization: "Bearer t-1" },
    ]);
    expect(compactQuery({ status: "new", type: "all", search: "", dateRange: 30 })).toEqual({
      status: "new",
      dateRange: "30",
    });
  });

  it("turns the server's error shape into one ApiError, keeping its snake_case code", async () => {
    logIn();
    serveApi(() => replyError(404, "not_found", "Lead not found"));
    const error = await unwrap(api.leads[":id"].$get({ param: { id: "x" } })).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: "not_found", message: "Lead not found" });
    expect(error.requestId).toBe("test-request");
    expect(storedAdminToken()).toBe("t-1");
  });

  it("clears the stored login on a 401, except for the login itself", async () => {
    logIn();
    serveApi(() => replyError(401, "unauthorized", "Invalid email or password"));
    const login = api.auth.login.$post({ json: { email: "o@x.co", password: "nope" } });
    await expect(unwrap(login, { anonymous: true })).rejects.toMatchObject({ status: 401 });
    expect(storedAdminToken()).toBe("t-1");
    await expect(unwrap(api.auth.me.$get())).rejects.toMatchObject({ code: "unauthorized" });
    expect(storedAdminToken()).toBeNull();
  });

  it("names a network failure and an answer without our error shape", async () => {
    serveApi(() => "network-error");
    await expect(unwrap(api.auth.me.$get())).rejects.toMatchObject({
      status: 0,
      code: "network_error",
      message: NO_RESPONSE_MESSAGE,
    });
    serveApi(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(unwrap(api.auth.me.$get())).rejects.toMatchObject({
      status: 502,
      code: "http_error",
    });
  });

  it("passes an abort through untouched", async () => {
    serveApi(() => {
      throw new DOMException("aborted", "AbortError");
    });
    await expect(unwrap(api.auth.me.$get())).rejects.toMatchObject({ name: "AbortError" });
  });
});
