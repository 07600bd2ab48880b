import { apiErrorSchema } from "@repo/schemas";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/support/app";
import { freePort } from "../../test/support/ports";

describe("one error body", () => {
  it("answers an unknown API path and a failed upstream stream with code and requestId", async () => {
    // A port nobody listens on: the blog automation cannot be reached.
    const closed = await freePort();
    const t = await buildTestApp("sqlite", { BLOG_WEBHOOK_URL: `http://127.0.0.1:${closed}/hook` });
    try {
      const missing = await t.app.request("/api/nope");
      expect(missing.status).toBe(404);
      const notFound = apiErrorSchema.parse(await missing.json());
      expect(notFound).toMatchObject({ code: "not_found", error: "No route for GET /api/nope" });
      expect(notFound.requestId).toBe(missing.headers.get("x-request-id"));

      const stream = await t.app.request("/api/admin/blog-agent/stream/run-1", {
        headers: await t.login(),
      });
      expect(stream.status).toBe(502);
      const upstream = apiErrorSchema.parse(await stream.json());
      expect(upstream).toMatchObject({ code: "upstream_error", error: "Stream unavailable" });
      expect(upstream.requestId).toBe(stream.headers.get("x-request-id"));
    } finally {
      await t.close();
    }
  });
});
