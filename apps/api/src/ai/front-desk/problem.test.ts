import { defaultBrand } from "@repo/site-content";
import { describe, expect, it } from "vitest";
import { factIndexFor } from "../responder";
import { describesOwnSituation, solutionForProblem, solutionForStatedNeed } from "./problem";

const index = factIndexFor(defaultBrand);
const solve = (message: string) => solutionForProblem(index, message)?.fact.id;

describe("a described problem and the solution that solves it", () => {
  it("finds the solution whose own description shares the problem's distinctive words", () => {
    expect(solve("Loyal customers slowly stop coming back and we only notice months later")).toBe(
      "ai-driven-customer-loyalty",
    );
  });

  it("finds none when the problem shares only everyday words with the solutions", () => {
    // "contact" and "hours" are in the concierge's text, but "hours" in other solutions' too.
    expect(
      solve("Many people contact us each day and we lose hours on the ones who never buy"),
    ).toBe(undefined);
  });

  it("leaves questions asking for a fact to the facts", () => {
    expect(solve("How many customers stop coming back to a business each year?")).toBe(undefined);
  });

  it("needs a description, not a few words", () => {
    expect(solve("customers coming back")).toBe(undefined);
  });
});

describe("a need stated in a few words", () => {
  const need = (message: string) => solutionForStatedNeed(index, message)?.fact.id;

  it("is met by the solution for that need", () => {
    expect(need("we keep getting bad reviews online")).toBe("ai-review-reputation-guard");
    expect(need("our inventory is always a mess")).toBe("smart-inventory-predictor");
  });

  it("is not read into a question or a statement without a problem", () => {
    expect(need("do you handle reviews?")).toBe(undefined);
    expect(need("our reviews are great")).toBe(undefined);
  });
});

describe("a visitor describing their own situation", () => {
  it("is a statement about their business, not a question or a request", () => {
    expect(
      describesOwnSituation("Quotes take us days to send out and the customer goes elsewhere"),
    ).toBe(true);
    expect(
      describesOwnSituation("I'd like to know more about the partnership before we decide"),
    ).toBe(false);
    expect(
      describesOwnSituation("How long do you keep our financial records after a project?"),
    ).toBe(false);
    expect(
      describesOwnSituation("We would like you to explain the pricing to our team first"),
    ).toBe(false);
  });
});
