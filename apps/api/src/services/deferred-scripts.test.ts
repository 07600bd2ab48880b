import { describe, expect, it } from "vitest";
import { startScriptsAfterFirstPaint } from "./deferred-scripts";

const page = (head: string) =>
  `<!doctype html><html><head><title>t</title>${head}</head><body><p>hi</p></body></html>`;

describe("startScriptsAfterFirstPaint", () => {
  it("hands the entry and the route's preloads, entry first, to the deferred loader", () => {
    const { html, status } = startScriptsAfterFirstPaint({
      html: page(
        '<script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
          '<link rel="modulepreload" crossorigin href="/assets/a-2.js">\n' +
          '<link rel="modulepreload" crossorigin href="/assets/b-3.js" />',
      ),
      status: 200 as const,
    });
    expect(status).toBe(200);
    expect(html).toContain(
      '<script defer src="/boot.js" data-modules="/assets/index-1.js /assets/a-2.js /assets/b-3.js"></script>',
    );
    expect(html).not.toMatch(/modulepreload|type="module"/);
    expect(html).toContain("<body><p>hi</p></body>");
  });

  it("leaves a page without exactly one module entry as it is", () => {
    const bare = page('<link rel="modulepreload" crossorigin href="/assets/a-2.js" />');
    expect(startScriptsAfterFirstPaint({ html: bare }).html).toBe(bare);
  });
});
