import { describe, expect, it } from "vitest";
import { seeded } from "../../test/support/seeded";
import {
  BUCKET_FANOUT,
  coverDays,
  dayFromNumber,
  dayNumber,
  dayOf,
  displayQuestion,
  hourOf,
  normalizeByUnicodeRules,
  normalizeQuestion,
  QUESTION_TOPICS,
  type QuestionTopic,
  questionTopics,
  readQuestion,
  timeOf,
} from "./analytics-keys";

describe("analytics keys", () => {
  it("groups questions that differ in case, punctuation, spacing and polite filler", () => {
    const same = [
      "How much does a chatbot cost?",
      "how much does a CHATBOT cost",
      "  How much does a chatbot   cost ?!",
      "Hi, how much does a chatbot cost, please?",
    ];
    expect(new Set(same.map(normalizeQuestion)).size).toBe(1);
    expect(normalizeQuestion("Café prices?")).toBe("cafe prices");
    expect(normalizeQuestion("Hi")).toBe("hi");
    expect(normalizeQuestion("How much does a website cost?")).not.toBe(
      normalizeQuestion(same[0] ?? ""),
    );
  });

  it("reads plain ASCII questions as the Unicode rules do", () => {
    // The rules every question was grouped by, before plain ASCII got its own pass.
    const byRules = normalizeByUnicodeRules;
    const pieces = [
      "Hi",
      "please",
      "you",
      "don't",
      "'",
      "''",
      "O'Neil's",
      "cost",
      "X9",
      "$50",
      "?!",
      " ",
      "  ",
      "\t",
      "\n",
      "-",
      "_",
      "a",
      "Z",
      "0",
      "~",
      "é",
    ];
    const texts = ["", " ", "'", "Hi", "hi you", "What's the COST?", "x".repeat(250)];
    const next = seeded(7);
    for (let i = 0; i < 5000; i++) {
      let t = "";
      for (let n = next() % 12; n > 0; n--) t += pieces[next() % pieces.length];
      texts.push(t);
    }
    for (const text of texts)
      expect(normalizeQuestion(text), JSON.stringify(text)).toBe(byRules(text));
  });

  it("reads the UTC day and hour of any ISO time stamp as a Date does", () => {
    const byDate = (iso: string, length: number) => {
      try {
        return new Date(iso).toISOString().slice(0, length);
      } catch {
        return "invalid";
      }
    };
    const read = (f: (iso: string) => string, iso: string) => {
      try {
        return f(iso);
      } catch {
        return "invalid";
      }
    };
    const pad = (n: number, width: number) => String(n).padStart(width, "0");
    const stamps = [
      "2026-11-26T03:44:33.123Z",
      "2026-11-26T03:44:33Z",
      "2026-11-26T23:30:00.000-05:00",
      "0000-01-01T00:00:00.000Z",
      "0000-03-01T00:00:00.000Z",
      "1969-12-31T23:59:59.999Z",
      "1970-01-01T00:00:00.000Z",
      "9999-12-31T23:59:59.999Z",
      "not a time",
    ];
    // Month 0 and 13, day 0, 29-31 in short months and February of leap and other years, hour 24.
    for (const year of [1900, 2000, 2023, 2024, 2100])
      for (let month = 0; month <= 13; month++)
        for (const day of [0, 1, 28, 29, 30, 31, 32])
          for (const hour of [0, 23, 24])
            stamps.push(`${year}-${pad(month, 2)}-${pad(day, 2)}T${pad(hour, 2)}:59:59.999Z`);
    for (let t = Date.UTC(2023, 0, 1); t < Date.UTC(2025, 0, 1); t += 3_599_999)
      stamps.push(new Date(t).toISOString());
    for (const iso of stamps) {
      expect(read(dayOf, iso), iso).toBe(byDate(iso, 10));
      expect(read(hourOf, iso), iso).toBe(byDate(iso, 13));
      expect(timeOf(iso), iso).toBe(Date.parse(iso));
    }
  });

  it("shows a tidy version of the question", () => {
    expect(displayQuestion("CAN YOU HELP WITH SEO??")).toBe("Can you help with seo?");
    expect(displayQuestion("hi, what does it cost  please")).toBe("What does it cost");
    expect(displayQuestion("Hello")).toBe("Hello");
    expect(displayQuestion("Hello there,\nsecond line")).toBe("Hello there, second line");
    expect(displayQuestion("Hey you guys do SEO?")).toBe("Hey you guys do SEO?");
    expect(displayQuestion("Hello! Do you build chatbots?")).toBe("Do you build chatbots?");
    // Shouting in any script is lowered; a text with one lower-case letter is not shouting.
    expect(displayQuestion("ÇA COÛTE COMBIEN?")).toBe("Ça coûte combien?");
    expect(displayQuestion("IS GDPR OK for you?")).toBe("IS GDPR OK for you?");
    expect(displayQuestion("AI?")).toBe("AI?");
  });

  it("reads a question's key, topics and shown form together as each alone", () => {
    const pieces = [
      "Hi",
      "please",
      "PRICE",
      "chat bots",
      "don't",
      "Café",
      "K",
      "SEO?",
      " ",
      "  ",
      "\n",
    ];
    pieces.push(",", "??", "$5", "help desk", "ÇA", "automation", "book", "data", "'", "");
    const next = seeded(13);
    const texts = ["", " ", "hi", "Hi, what does it cost please?", "x".repeat(600)];
    for (let i = 0; i < 5000; i++) {
      let t = "";
      for (let n = next() % 9; n > 0; n--) t += pieces[next() % pieces.length];
      texts.push(t);
    }
    for (const text of texts) {
      const norm = normalizeQuestion(text);
      expect(readQuestion(text), JSON.stringify(text)).toEqual({
        norm,
        topics: questionTopics(text),
        display: norm ? displayQuestion(text) : "",
      });
    }
  });

  it("tags topics, or other", () => {
    expect(questionTopics("What is your pricing?")).toContain("pricing");
    expect(questionTopics("Can I book a call?")).toContain("booking");
    expect(questionTopics("Tell me a joke")).toEqual(["other"]);
  });

  it("tags the topics the patterns find ignoring case, in any case and script", () => {
    const byPatterns = (text: string) => {
      const found = (Object.keys(QUESTION_TOPICS) as QuestionTopic[]).filter((t) =>
        QUESTION_TOPICS[t].test(text),
      );
      return found.length ? found : ["other"];
    };
    const pieces = [
      "How much",
      "PRICE",
      "Prices",
      "cost",
      "$5",
      "book",
      "Booking",
      "CALL",
      "chat bot",
      "Chatbots",
      "assistant",
      "automate",
      "Workflow",
      "SEO",
      "Leads",
      "email",
      "data",
      "Dashboard",
      "Customer Service",
      "help desk",
      "Ticket",
      " ",
      "?",
      "-",
      "x",
      "é",
      // Lowered, these become ASCII letters; the patterns ignoring case do not take them as such.
      "boo\u212A",
      "help des\u212A",
      "\u0130",
      "\u017Feo",
    ];
    const next = seeded(11);
    for (let i = 0; i < 3000; i++) {
      let text = "";
      for (let n = next() % 8; n > 0; n--) text += pieces[next() % pieces.length];
      expect(questionTopics(text), JSON.stringify(text)).toEqual(byPatterns(text));
    }
    // Lowering text once is as ignoring case only while the patterns' letters are lower case.
    for (const pattern of Object.values(QUESTION_TOPICS))
      expect(pattern.source.replace(/\\./g, "")).toBe(
        pattern.source.replace(/\\./g, "").toLowerCase(),
      );
  });

  it("covers any day range exactly, with few blocks", () => {
    for (let i = 0; i < 300; i++) {
      const from = 20_000 + Math.floor(Math.random() * 2000);
      const to = from + Math.floor(Math.random() * 800);
      const ranges = coverDays(dayFromNumber(from), dayFromNumber(to));
      const days: number[] = [];
      for (const r of ranges)
        for (let b = r.from; b <= r.to; b++) {
          const size = BUCKET_FANOUT ** r.level;
          for (let d = b * size; d < (b + 1) * size; d++) days.push(d);
        }
      days.sort((a, b) => a - b);
      expect(days).toEqual(Array.from({ length: to - from + 1 }, (_, k) => from + k));
      const blocks = ranges.reduce((n, r) => n + r.to - r.from + 1, 0);
      expect(blocks).toBeLessThanOrEqual(2 * 7 * 3 + 2);
    }
    expect(dayNumber("1970-01-02")).toBe(1);
  });

  it("counts the days of any day text as Date.parse reads it", () => {
    const byDate = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
    const pad = (n: number, width: number) => String(n).padStart(width, "0");
    const days = [
      "",
      "2026-1-01",
      "2026-01-1x",
      "20260101",
      "2026-01-01T",
      "+02026-01-01",
      "abcd-ef-gh",
    ];
    // Month 0 and 13, day 0 and 29-32 in short months and February of leap and other years.
    for (const year of [0, 1, 399, 400, 1600, 1900, 1969, 1970, 2000, 2023, 2024, 2100, 9999])
      for (let month = 0; month <= 13; month++)
        for (const day of [0, 1, 15, 28, 29, 30, 31, 32])
          days.push(`${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`);
    for (let n = -800_000; n < 2_950_000; n += 997) days.push(dayFromNumber(n));
    for (const day of days) expect(dayNumber(day), day).toBe(byDate(day));
  });
});
