/**
 * Idioms and turns of phrase rewritten to the plain word before a question is searched ("up and
 * running" → live, "the shop across the street" → a competitor). General English only, never the
 * wording of a particular question.
 */

/** Idioms rewritten to the plain word before searching. */
export const PHRASES: readonly [RegExp, string][] = [
  [/\bkeep an eye on\b/gi, "monitor"],
  [/\bshow up in\b/gi, "found in"],
  [/\bget back to\b/gi, "respond to"],
  [/\bhear back\b/gi, "response"],
  [
    /\b(get|getting) started\b|\bhow do (i|we) (start|begin)\b|\bfirst step\b/gi,
    "process discovery",
  ],
  [/\bwhere (to|do (i|we)|should (i|we)) (start|begin)\b/gi, "strategy start"],
  [/\bup and running\b/gi, "live"],
  [/\b(pick|picks|picked|picking) up\b/gi, "answer"],
  [/\b(sign|signing|signed) (up|on)\b/gi, "use"],
  [/\bafter[- ](hours|dark|closing)\b|\bafter (we|they) close\b/gi, "night"],
  [/\bweb ?site design\b|\bweb design\b/gi, "webdesign"],
  [/\b(opening|business|office) hours\b|\byour hours\b|\bopen on\b/gi, "openinghours"],
  [/\bbe (\d{2})\b/gi, "be $1 years old"],
  [/\b(stop|stopped|don't|aren't) coming back\b/gi, "repeat"],
  [/\bcoming back\b/gi, "repeat"],
  [/\bcopy and paste\b/gi, "copy paste"],
  // Training people (not a model): "train my team", "training for our staff".
  [
    /\b(train|training|teach|coach)\w* (for )?(my|our|your|the) (team|staff|employees|people|crew|workers)\b/gi,
    "staff training",
  ],
  // "If something goes wrong" sets the scene; it names no subject.
  [/\bif (something|anything|things|it|stuff) (goes|go|went|were to go) wrong\b/gi, " "],
  // "The most you'd pay / be liable for" asks for a limit.
  [/\bthe most (you|we|i|they|u)('d| would| will| could| can| might)?\b/gi, "limit"],
  // Typing figures from one place into another is data entry.
  [
    /\b(?:typing|type|typed|keying|entering|copying|retyping) ((?:\w+ ){0,4})(?:into|in|onto) (?:\w+ ){0,2}(?:spreadsheets?|excel|sheets?|books|system|software|computer)\b/gi,
    "$1 data entry",
  ],
  // Sales talk: the buyers worth a call are the hot leads.
  [
    /\b(serious|genuine|qualified|hot|real) (buyers?|customers?|prospects?|leads?)\b/gi,
    "hot leads",
  ],
  // A "dental office", a "law office": a kind of business, not an office of ours.
  [
    /\b(?!(?:a|an|the|your|our|my|this|that|head|main|home|post|box|front|back)\b)([a-z]+) offices?\b/gi,
    "$1 business",
  ],
  // "… for my dental practice": who it is for (the visitor), not what is asked about.
  [
    /\bfor (my|our) ([a-z-]+ ){0,2}(business|practice|shop|store|firm|clinic|restaurant|company|agency|salon|studio)\b/gi,
    " ",
  ],
  // "Will that be a problem?" asks whether something is fine; it names no problem.
  [
    /\b(will|would|could|is|isn't|does) (that|this|it) (be )?(a )?(problem|issue|an issue)\b/gi,
    " ",
  ],
  // "Not a tech person", "good with computers": what someone is good at is the subject.
  [/\b(an?|the) (?!real\b|live\b)(\w+) (person|guy|gal|type)\b/gi, "$2"],
  [
    /\b(good|great|bad|terrible|hopeless|useless|clueless) (with|at) (computers|technology|tech)\b/gi,
    "technical",
  ],
  // The business across the street or next door is a competitor.
  [
    /\b(the|that|a) (\w+ ){0,2}(across the (street|road)|next door|down the (street|road)|around the corner)\b/gi,
    "competitor ",
  ],
  // Running out of something a business sells or uses is a stock-out.
  [/\b(run|runs|running|ran) out of (?!time\b)|\bout of stock\b|\bsold out\b/gi, "stock "],
  // Ordering or making too much of it, and throwing the rest away, is overstock.
  [
    /\b(order|orders|ordering|ordered|buy|buying|bought|make|making|made|bake|baking|baked|cook|cooking|cooked|prepare|preparing|prepared|produce|producing|produced|stock|stocking|stocked) too (much|many)\b|\b(throw|throwing|threw|thrown) (\w+ ){0,4}(out|away)\b|\bunsold\b|\bgoes to waste\b/gi,
    "overstock",
  ],
  // Ending the work together is the termination terms' subject, not the work itself.
  [
    /\b(stop|stopped|quit|end|ended|leave|cancel)\w* (working|work) with\b|\bpart(ing)? ways\b/gi,
    "termination end",
  ],
  // "How long does it take (to set up)?" asks how long an implementation takes.
  [
    /\bhow long (?:does|will|would|did) (?:it|this|that|the whole thing) (?:take|last)(?: to (?:set up|setup|build|get going|go live|launch|install))?/gi,
    "how long implementation timeline take",
  ],
  // A "one-off" job is what the site calls a one-time Custom Solution.
  [/\bone[- ]off\b/gi, "custom solution"],
  // "What's the catch?" asks whether something has a cost or condition not mentioned.
  [/\b(what'?s|whats|what is|is there) (the |a )?catch\b/gi, "hidden cost"],
];
