import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Markdown } from "./markdown";

const text = "See ![the chart](https://evil.example/x.png) and [our site](https://example.com).";

describe("Markdown", () => {
  it("shows images by default and links open in a new tab", () => {
    const { container } = render(<Markdown>{text}</Markdown>);
    expect(container.querySelector("img")?.getAttribute("alt")).toBe("the chart");
    const link = container.querySelector("a");
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(link?.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("without images shows an image's alt text and loads nothing", () => {
    const { container } = render(<Markdown images={false}>{text}</Markdown>);
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toContain("the chart");
    expect(container.innerHTML).not.toContain("evil.example");
    expect(container.querySelector("a")?.getAttribute("href")).toBe("https://example.com");
  });

  it("never renders raw HTML or script", () => {
    const { container } = render(
      <Markdown images={false}>
        {'<img src="https://evil.example/y.png" onerror="alert(1)"><script>alert(2)</script>'}
      </Markdown>,
    );
    expect(container.querySelector("img, script")).toBeNull();
    expect(container.innerHTML).not.toContain("onerror=");
  });
});
