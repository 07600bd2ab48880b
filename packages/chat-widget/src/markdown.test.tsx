import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown, safeUrl } from "./markdown";

const BASE = "https://chat.example.com";
const render = (text: string) => renderToStaticMarkup(<Markdown text={text} base={BASE} />);

/** Classic XSS payloads an LLM (or a visitor echoed back) could put into an answer. */
const payloads = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "<svg onload=alert(1)>",
  "<iframe src=javascript:alert(1)></iframe>",
  '<a href="javascript:alert(1)">click</a>',
  "[click](javascript:alert(1))",
  "[click](JaVaScRiPt:alert(1))",
  "[click](  javascript:alert(1))",
  "[click](java\tscript:alert(1))",
  "[click](&#106;avascript:alert(1))",
  "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "[click](vbscript:msgbox(1))",
  "[click](//evil.example/x)",
  "![x](https://evil.example/pixel.png)",
  "![x](javascript:alert(1))",
  '<div style="background:url(javascript:alert(1))">x</div>',
  "<form action=https://evil.example><input name=q></form>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  "<details open ontoggle=alert(1)>",
  '[x](https://ok.example "title" onclick=alert(1))',
  "<body onload=alert(1)>",
  '<object data="javascript:alert(1)"></object>',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  "<meta http-equiv=refresh content='0;url=https://evil.example'>",
];

describe("assistant markdown", () => {
  it.each(payloads)("neutralises %s", (payload) => {
    const html = render(`Hello ${payload} world`);
    expect(html).not.toMatch(
      /<(script|img|svg|iframe|object|embed|form|input|style|link|meta|math|details|body)\b/i,
    );
    expect(html).not.toMatch(/<[^>]*\son[a-z]+=/i);
    expect(html).not.toMatch(/javascript:|vbscript:|data:text/i);
    expect(html).not.toContain("evil.example/pixel");
    expect(html).not.toMatch(/href="\/\/evil/);
  });

  it("renders safe links in a new tab with noopener", () => {
    const html = render(
      "[See pricing](/pricing) · [Book](https://cal.example/x) · [Mail](mailto:hi@x.io)",
    );
    expect(html).toContain(`href="${BASE}/pricing"`);
    expect(html).toContain('href="https://cal.example/x"');
    expect(html).toContain('href="mailto:hi@x.io"');
    expect(html.match(/target="_blank"/g)).toHaveLength(3);
    expect(html.match(/rel="noopener noreferrer"/g)).toHaveLength(3);
  });

  it("keeps ordinary markdown", () => {
    const html = render("**Pricing**\n\n- one\n- two");
    expect(html).toContain("<strong>Pricing</strong>");
    expect(html).toContain("<li>one</li>");
  });

  it("allows only http(s), mailto and relative URLs", () => {
    expect(safeUrl("/contact", BASE)).toBe(`${BASE}/contact`);
    expect(safeUrl("/contact")).toBe("/contact");
    expect(safeUrl("https://x.io")).toBe("https://x.io");
    expect(safeUrl("javascript:alert(1)")).toBe("");
    expect(safeUrl("//evil.example")).toBe("");
    expect(safeUrl("data:text/html,x")).toBe("");
  });
});
