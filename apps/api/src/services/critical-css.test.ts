import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criticalCss } from "./critical-css";

/** Rules as Tailwind 4 writes them, each one kind of selector the markup below uses or not. */
const SHEET = String.raw`@layer theme,base,components,utilities;
@layer theme{:root,:host{--color-ink:#111}}
@layer base{*,:before,:after{box-sizing:border-box}::placeholder{color:gray}}
@layer utilities{
.flex{display:flex}.grid{display:grid}
.\[\&_svg\]\:size-4 svg{width:1rem}
.has-\[\>svg\]\:px-4:has(>svg){padding-inline:1rem}
:where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}
.hover\:underline:hover{text-decoration-line:underline}
.animate-spin{animation:var(--animate-spin)}
@media (width>=64rem){.lg\:grid{display:grid}.lg\:hidden{display:none}}
@media (width<=640px){.mobile\:hidden{display:none}}
}
@keyframes spin{to{transform:rotate(360deg)}}`;

const MARKUP =
  '<div class="flex lg:grid mobile:hidden [&amp;_svg]:size-4 has-[&gt;svg]:px-4 space-y-2">' +
  '<a class="hover:underline animate-spin" href="/">Home</a><svg></svg></div>';

describe("criticalCss", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "critical-css-"));
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "assets", "site.css"), SHEET);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps the rules the markup uses, at every width and in every state, and no other", async () => {
    const { inline: css, rest } = await criticalCss(MARKUP, { dir, hrefs: ["/assets/site.css"] });
    for (const kept of [
      "@layer theme,base,components,utilities;",
      "--color-ink:#111",
      "box-sizing:border-box",
      "::placeholder{color:gray}",
      ".flex{display:flex}",
      // Classes written with entities in React's markup (`[&amp;_svg]`, `has-[&gt;svg]`).
      String.raw`.\[\&_svg\]\:size-4 svg{`,
      String.raw`.has-\[\>svg\]\:px-4:has(>svg){`,
      ":where(.space-y-2>:not(:last-child)){",
      String.raw`.hover\:underline:hover{`,
      String.raw`@media (width>=64rem){.lg\:grid{display:grid}}`,
      String.raw`@media (width<=640px){.mobile\:hidden{display:none}}`,
      // Named through a custom property only.
      "@keyframes spin{",
    ]) {
      expect(css).toContain(kept);
    }
    expect(css).not.toContain(".grid{");
    expect(css).not.toContain("lg\\:hidden");
    // The rest holds exactly the rules left out, where they were (layer, media query).
    expect(rest.replaceAll("\n", "")).toBe(
      String.raw`@layer utilities{.grid{display:grid}@media (width>=64rem){.lg\:hidden{display:none}}}`,
    );
  });

  it("fails when a stylesheet is missing, so the page keeps the whole of them", async () => {
    await expect(
      criticalCss(MARKUP, { dir, hrefs: ["/assets/site.css", "/assets/gone.css"] }),
    ).rejects.toThrow("gone.css");
  });
});
