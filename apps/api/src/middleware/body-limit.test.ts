import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { bodyLimitByLength } from "./body-limit";

describe("body limit decided by Content-Length", () => {
  const app = new Hono()
    .use(bodyLimitByLength({ maxSize: 10, onError: (c) => c.text("too large", 413) }))
    .post("/", async (c) => c.text(`read ${(await c.req.text()).length}`));
  const post = (body: string | ReadableStream, headers: Record<string, string> = {}) =>
    app.request("/", { method: "POST", body, headers, duplex: "half" } as RequestInit);
  const stream = (text: string) =>
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    });

  it("lets a body within the limit through, by its length or by reading it", async () => {
    expect(await (await post("0123456789", { "content-length": "10" })).text()).toBe("read 10");
    expect(await (await post(stream("0123456789"))).text()).toBe("read 10");
  });

  it("refuses a body over the limit, whether its length says so or reading finds it", async () => {
    expect((await post("0123456789x", { "content-length": "11" })).status).toBe(413);
    expect((await post(stream("0123456789x"))).status).toBe(413);
    // A chunked body is measured as it is read, whatever length it claims.
    const chunked = await post(stream("0123456789x"), {
      "content-length": "3",
      "transfer-encoding": "chunked",
    });
    expect(chunked.status).toBe(413);
  });
});
