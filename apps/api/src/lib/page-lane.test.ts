import { describe, expect, it } from "vitest";
import { PageLane } from "./page-lane";
import { pageResponse, preparePage } from "./prepared-page";

const page = preparePage("<!doctype html><main>Pricing</main>", 200);

/** What the app sends for a page: the prepared response, then the middleware's headers. */
function appAnswer(lane: PageLane, url: string, offer = true) {
  const request = new Request(url);
  const response = pageResponse(page, undefined, undefined);
  if (offer) lane.offer(response, request, page);
  response.headers.set("Content-Security-Policy", "default-src 'self'");
  // Headers about this one request must never be replayed to others.
  response.headers.set("X-Request-Id", "req-1");
  response.headers.set("Set-Cookie", "session=abc");
  return response;
}

describe("the fast lane for public pages", () => {
  it("answers a page the app has sent, with the app's headers, in every encoding and with 304", async () => {
    const lane = new PageLane();
    expect(lane.serve(new Request("http://site.test/pricing"))).toBeUndefined();
    lane.learn(appAnswer(lane, "http://site.test/pricing"));

    const plain = lane.serve(new Request("http://site.test/pricing?utm_source=x"));
    expect(plain?.status).toBe(200);
    expect(await plain?.text()).toBe("<!doctype html><main>Pricing</main>");
    expect(plain?.headers.get("content-security-policy")).toBe("default-src 'self'");
    expect(plain?.headers.get("etag")).toBe(page.etag);
    expect(plain?.headers.get("x-request-id")).toBeNull();
    expect(plain?.headers.get("set-cookie")).toBeNull();

    const br = lane.serve(
      new Request("http://site.test/pricing", { headers: { "accept-encoding": "gzip, br" } }),
    );
    expect(br?.headers.get("content-encoding")).toBe("br");
    expect(new Uint8Array((await br?.arrayBuffer()) ?? [])).toEqual(
      new Uint8Array(await page.bodies.br.arrayBuffer()),
    );

    const fresh = lane.serve(
      new Request("http://site.test/pricing", { headers: { "if-none-match": page.etag } }),
    );
    expect(fresh?.status).toBe(304);
    expect(fresh?.headers.get("content-security-policy")).toBe("default-src 'self'");
  });

  it("keeps only what the page route offered, and only for GET on the same host and path", () => {
    const lane = new PageLane();
    lane.learn(appAnswer(lane, "http://site.test/blog/a-post", false));
    expect(lane.serve(new Request("http://site.test/blog/a-post"))).toBeUndefined();

    lane.learn(appAnswer(lane, "http://site.test/"));
    expect(lane.serve(new Request("http://site.test/", { method: "POST" }))).toBeUndefined();
    expect(lane.serve(new Request("http://other.test/"))).toBeUndefined();
    expect(lane.serve(new Request("http://site.test/pricing"))).toBeUndefined();
  });
});
