/**
 * Times said in words, rewritten as the clock times the wish reader knows: "half past two" →
 * "2:30", "quarter to four" → "3:45", "three o'clock" → "3:00", "two thirty" → "2:30", "after
 * two" → "after 2"; and negated bounds as what they allow: "not before 3" → "after 3".
 * Input and output are lower case.
 */

const NUMBER: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const HOUR = String.raw`(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2})`;
const hourOf = (word: string) => NUMBER[word] ?? Number(word);
const MINUTES: Record<string, string> = {
  fifteen: "15",
  thirty: "30",
  "forty-five": "45",
  "forty five": "45",
};

export function plainClockWords(text: string): string {
  return (
    text
      .replace(/\bnot (?:before|earlier than)\b|\bno earlier than\b/g, "after")
      .replace(/\bnot (?:after|later than)\b/g, "before")
      .replace(
        new RegExp(String.raw`\b(half|quarter) past ${HOUR}\b`, "g"),
        (_, part: string, h: string) => `${hourOf(h)}:${part === "half" ? "30" : "15"}`,
      )
      .replace(new RegExp(String.raw`\bquarter (?:to|till|before) ${HOUR}\b`, "g"), (_, h) => {
        const hour = hourOf(h) === 1 ? 12 : hourOf(h) - 1;
        return `${hour}:45`;
      })
      .replace(new RegExp(String.raw`\b${HOUR}\s*o'?\s?clock\b`, "g"), (_, h) => `${hourOf(h)}:00`)
      .replace(
        new RegExp(String.raw`\b${HOUR} (fifteen|thirty|forty[- ]five)\b`, "g"),
        (_, h: string, m: string) => `${hourOf(h)}:${MINUTES[m] ?? "00"}`,
      )
      // A number word after a word that introduces a time ("after two", "between two and four").
      .replace(
        /\b(at|around|about|after|before|by|until|till|from|between|and|to|or) (one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?! (?:days?|weeks?|months?|hours?|minutes?|of)\b)/g,
        (_, lead: string, h: string) => `${lead} ${NUMBER[h]}`,
      )
  );
}
