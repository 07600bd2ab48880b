/**
 * A time zone named in the wish itself ("3pm EST", "4pm Eastern", "10:00 Europe/London",
 * "noon UTC"): the wish is read in that zone rather than the caller's. Abbreviations name the
 * region's local time, as people use them ("EST" in July means New York time).
 */

/** Abbreviations, written in capitals ("EST", "PT"), and region names in any case. */
const REGIONS: [RegExp, RegExp | null, string][] = [
  [/\bCES?T\b/, /\bcentral european(?: summer)? time\b/i, "Europe/Berlin"],
  [/\bE[SD]?T\b/, /\beastern(?: (?:standard |daylight )?time)?\b/i, "America/New_York"],
  [/\bC[SD]?T\b/, /\bcentral (?:(?:standard |daylight )?time)\b/i, "America/Chicago"],
  [/\bM[SD]?T\b/, /\bmountain(?: (?:standard |daylight )?time)?\b/i, "America/Denver"],
  [/\bP[SD]?T\b/, /\bpacific(?: (?:standard |daylight )?time)?\b/i, "America/Los_Angeles"],
  [/\bAK[SD]?T\b/, /\balaska time\b/i, "America/Anchorage"],
  [/\bHST\b/, /\bhawaii time\b/i, "Pacific/Honolulu"],
  [/\b(?:UTC|GMT)\b/, null, "UTC"],
  [/\bBST\b/, /\b(?:uk|london) time\b/i, "Europe/London"],
];

/** An IANA zone written out ("America/Denver", "Europe/London"). */
const IANA = /\b([A-Z][a-z]+(?:_[A-Z][a-z]+)?\/[A-Z][a-z]+(?:_[A-Z][a-z]+)*)\b/;

function isZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zone the wish names, and the wish without it; none when it names no zone. */
export function zoneInWish(text: string): { timeZone: string; rest: string } | null {
  const iana = IANA.exec(text);
  if (iana?.[1] && isZone(iana[1])) {
    return { timeZone: iana[1], rest: text.replace(iana[0], " ") };
  }
  for (const [abbreviation, words, zone] of REGIONS) {
    const m = abbreviation.exec(text) ?? words?.exec(text);
    if (m) return { timeZone: zone, rest: text.replace(m[0], " ") };
  }
  return null;
}
