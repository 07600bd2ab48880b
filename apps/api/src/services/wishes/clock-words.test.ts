import { describe, expect, it } from "vitest";
import { plainClockWords } from "./clock-words";

describe("clock times in words", () => {
  it("rewrites spoken times as clock times", () => {
    expect(plainClockWords("tuesday at half past two")).toBe("tuesday at 2:30");
    expect(plainClockWords("quarter to four")).toBe("3:45");
    expect(plainClockWords("quarter past eleven")).toBe("11:15");
    expect(plainClockWords("three o'clock monday")).toBe("3:00 monday");
    expect(plainClockWords("monday at three thirty")).toBe("monday at 3:30");
    expect(plainClockWords("between two and four")).toBe("between 2 and 4");
  });

  it("reads negated bounds as what they allow", () => {
    expect(plainClockWords("not before 3 on tuesday")).toBe("after 3 on tuesday");
    expect(plainClockWords("no earlier than 10")).toBe("after 10");
    expect(plainClockWords("not after noon")).toBe("before noon");
  });

  it("leaves counts of days and weeks alone", () => {
    expect(plainClockWords("in two days")).toBe("in two days");
    expect(plainClockWords("within one or two weeks")).toBe("within one or two weeks");
  });
});
