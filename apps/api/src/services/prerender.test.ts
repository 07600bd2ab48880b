import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineStylesheets, stylesheetsOf } from "./prerender";

const page = (head: string) =>
  `<!doctype html><html><head><title>t</title>${head}</head><body><div id="root"></div></body></html>`;
const LINKS =
  '<link rel="stylesheet" crossorigin href="/assets/site-1.css">' +
  '<link rel="stylesheet" crossorigin href="/assets/extra-2.css">';

describe("inlineStylesheets", () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), "prerender-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "assets", "site-1.css"), ".a{color:red}");
    writeFileSync(join(dist, "assets", "extra-2.css"), ".b{content:'</style>'}");
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("names the stylesheets a built page links", () => {
    expect(stylesheetsOf(page(LINKS), dist)).toEqual({
      dir: dist,
      hrefs: ["/assets/site-1.css", "/assets/extra-2.css"],
    });
  });

  it("puts the critical CSS in place of the links, naming the rest for boot.js to load after paint, and the whole as its fallback", () => {
    const html = inlineStylesheets(page(LINKS), dist, {
      inline: ".a{color:red}</style><p>",
      rest: "/assets/rest-x.css",
    });
    expect(html).toContain(
      '<style data-stylesheets="/assets/rest-x.css" data-whole="/assets/site-1.css /assets/extra-2.css">.a{color:red}<\\/style><p></style></head>',
    );
    expect(html).not.toContain("<link");
  });

  it("inlines the whole stylesheets when there is no critical CSS", () => {
    const html = inlineStylesheets(page(LINKS), dist);
    expect(html).toContain("<style>.a{color:red}</style><style>.b{content:'<\\/style>'}</style>");
    expect(html).not.toContain("<link");
  });
});
