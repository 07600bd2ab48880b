import { privacy, terms } from "@repo/site-content";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LegalDocumentView } from "./legal-document";

describe("LegalDocumentView", () => {
  it("renders the 12 anchored terms sections with a contents list", () => {
    const { container } = render(<LegalDocumentView doc={terms} />);
    expect(container.querySelectorAll("article section[id]")).toHaveLength(12);
    const nav = screen.getByRole("navigation", { name: "Contents" });
    expect(within(nav).getAllByRole("link")).toHaveLength(12);
    expect(within(nav).getByRole("link", { name: "1. Acceptance of Terms" })).toHaveAttribute(
      "href",
      "#acceptance",
    );
  });

  it("renders the 13 privacy sections, the contact one unnumbered", () => {
    const { container } = render(<LegalDocumentView doc={privacy} />);
    expect(container.querySelectorAll("article section[id]")).toHaveLength(13);
    expect(screen.getByRole("heading", { name: "5. Security Safeguards" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Contact Us" })).toBeInTheDocument();
    expect(container.querySelector("#international-transfers")).not.toBeNull();
    expect(screen.getByText(/role-based access controls/)).toBeInTheDocument();
  });
});
