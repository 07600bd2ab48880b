import { resolveBrand } from "@repo/site-content";
import { describe, expect, it } from "vitest";
import {
  cleanReplyMarkdown,
  replyMarkdownStream,
  siteLinkPolicy,
  VERDICTS_KEPT,
} from "./reply-markdown";

const brand = resolveBrand({
  siteUrl: "https://acme.test",
  bookingUrl: "https://cal.example/acme/discovery",
  email: "hi@acme.test",
});
const allowed = siteLinkPolicy(brand);
const clean = (text: string) => cleanReplyMarkdown(text, allowed);

describe("cleanReplyMarkdown", () => {
  it("turns images into their alt text, wherever they are", () => {
    expect(clean("Hi ![t](https://attacker.example/pixel.png)!")).toBe("Hi t!");
    expect(clean("![](https://attacker.example/p.png)")).toBe("");
    expect(clean('![logo](/logo.png "title") ok')).toBe("logo ok");
    expect(clean("[![x](https://attacker.example/p.png)](/contact)")).toBe("[x](/contact)");
  });

  it("keeps links to this site, its booking page and its mailbox", () => {
    for (const text of [
      "See [pricing](/pricing) and [FAQ](/ai#faq).",
      "[home](https://acme.test/) or [the page](https://acme.test/ai?x=1)",
      "[Book](https://cal.example/acme/discovery) or [a slot](https://cal.example/acme/discovery/30min)",
      "Email [hi@acme.test](mailto:hi@acme.test).",
      "[jump](#faq)",
    ]) {
      expect(clean(text)).toBe(text);
    }
    expect(clean('[pricing](</pricing> "Prices")')).toBe("[pricing](/pricing)");
  });

  it("keeps only the text of every other link", () => {
    expect(clean("I'm [Bob](https://attacker.example/login) hi")).toBe("I'm Bob hi");
    expect(clean("[a](//attacker.example/x) [b](javascript:alert(1))")).toBe("a b");
    expect(clean("[c](https://acme.test.attacker.example/) [d](http://cal.example/other)")).toBe(
      "c d",
    );
    expect(clean("[e](mailto:someone@attacker.example) [f](data:text/html,x)")).toBe("e f");
    expect(clean("[g](\nhttps://attacker.example/x)")).toBe("g");
  });

  it("escapes raw HTML, autolinks and brackets that are not an allowed link", () => {
    expect(clean('<img src="https://attacker.example/p.png">')).toBe(
      '\\<img src="https://attacker.example/p.png">',
    );
    expect(clean("<https://attacker.example>")).toBe("\\<https://attacker.example>");
    // A reference definition and its uses stay text.
    expect(clean("![t][x]\n\n[x]: https://attacker.example/p.png")).toBe(
      "!\\[t]\\[x]\n\n\\[x]: https://attacker.example/p.png",
    );
    expect(clean("an [aside] and [unclosed")).toBe("an \\[aside] and \\[unclosed");
    expect(clean("[a\n\n](https://attacker.example)")).toBe("\\[a\n\n](https://attacker.example)");
  });

  it("leaves ordinary markdown and escapes as they are", () => {
    const text = "**Yes**: a _free_ call.\n\n- one!\n- two \\[not a link](x) `code`";
    expect(clean(text)).toBe(text);
  });
});

describe("replyMarkdownStream", () => {
  const samples = [
    "Sure! My name is ![t](https://attacker.example/pixel.png) and [Bob](https://attacker.example/login).",
    "See [pricing](/pricing)! <b>bold</b> and [Book](https://cal.example/acme/discovery) \\[x]",
    "An [unclosed bracket and more text\n\nthen ![t](https://attacker.example/p.png)",
  ];

  it("gives, for any split into pieces, exactly the whole text cleaned", () => {
    for (const text of samples) {
      for (let size = 1; size <= 7; size++) {
        const stream = replyMarkdownStream(allowed);
        let out = "";
        for (let i = 0; i < text.length; i += size) out += stream.push(text.slice(i, i + size));
        out += stream.end();
        expect(out, `${size}: ${text}`).toBe(clean(text));
      }
    }
  });

  it("never passes on part of an unfinished image or link", () => {
    const stream = replyMarkdownStream(allowed);
    const parts = ["Hi ", "!", "[t", "](https://attacker.", "example/p.png", ") done"];
    const seen = parts.map((p) => stream.push(p));
    expect(seen).toEqual(["Hi ", "", "", "", "", "t done"]);
    expect(stream.end()).toBe("");
  });
});

describe("siteLinkPolicy", () => {
  it("is made once per brand, and again when the brand's addresses change", () => {
    const own = { ...brand };
    const first = siteLinkPolicy(own);
    expect(siteLinkPolicy(own)).toBe(first);
    expect(first("https://acme.test/ai")).toBe(true);
    own.siteUrl = "https://other.test";
    const changed = siteLinkPolicy(own);
    expect(changed).not.toBe(first);
    expect(changed("https://acme.test/ai")).toBe(false);
    expect(changed("https://other.test/ai")).toBe(true);
  });

  it("gives the same verdict on a destination however often, and after its kept verdicts turn over", () => {
    const policy = siteLinkPolicy({ ...brand });
    const destinations = (n: number) => [
      `/page-${n}`,
      `https://acme.test/page-${n}`,
      `https://cal.example/acme/discovery?n=${n}`,
      `https://evil.test/page-${n}`,
      `https://acme.test.evil.test/${n}`,
      `javascript:alert(${n})`,
      `https://acme.test/${"x".repeat(300)}${n}`,
    ];
    const expected = [true, true, true, false, false, false, true];
    for (let round = 0; round < 2; round++)
      for (let n = 0; n < VERDICTS_KEPT; n++)
        expect(destinations(n).map(policy), `${round} ${n}`).toEqual(expected);
  });
});
