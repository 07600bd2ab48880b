/** Conversation tags: the topics a visitor message touches (pricing, booking, chatbots...). */
import { type CuedPattern, cued } from "./message-cues";

const TOPIC_PATTERNS: [string, RegExp][] = [
  [
    "pricing",
    /\b(pric\w*|cost\w*|how much|fee|fees|quote|budget|afford|expensive|cheap|\$\d|subscription|payment|pay)\b/i,
  ],
  [
    "booking",
    /\b(book\w*|schedul\w*|appointment|meeting|consult\w*|discovery|call|demo|calendar)\b/i,
  ],
  ["chatbots", /\b(chat ?bots?|bots?|chat assistant|virtual assistant|concierge|live chat)\b/i],
  ["automation", /\b(automat\w*|workflow\w*|repetitive|manual work|process automation)\b/i],
  ["marketing", /\b(marketing|email campaign\w*|social media|content|newsletter|ads?)\b/i],
  ["lead-qualification", /\b(leads?|lead qualification|prospects?|sales pipeline)\b/i],
  ["data-analysis", /\b(data analy\w*|analytics|reports?|reporting|forecast\w*|insights?)\b/i],
  ["customer-service", /\b(customer (service|support)|support tickets?|faq|help ?desk)\b/i],
  ["strategy", /\b(strateg\w*|roadmap|where to start|consulting)\b/i],
  ["search-optimization", /\b(seo|generative search|chatgpt|gemini|claude|perplexity)\b/i],
  ["security", /\b(secur\w*|safe|privacy|private|gdpr|hipaa|confidential\w*|encrypt\w*)\b/i],
  ["legal", /\b(terms|legal|liability|contract|arbitration|refund)\b/i],
  ["process", /\b(process|steps?|how do you work|onboarding|get started)\b/i],
  ["timeline", /\b(how long|timeline|weeks?|months?|go live|turnaround)\b/i],
  ["contact", /\b(contact|email|phone|reach|talk to|speak (to|with)|human|person|someone)\b/i],
  ["company", /\b(who are you|about you|located|location|based|utah|company|team|founded)\b/i],
  [
    "industries",
    /\b(restaurants?|law firms?|lawyers?|medical|dental|clinics?|retail|contractors?|e-?commerce|manufactur\w*|real estate|industr\w*)\b/i,
  ],
];

/** Each topic's pattern, run only on a message holding one of its cue words. */
const TOPICS: [string, CuedPattern][] = TOPIC_PATTERNS.map(([topic, re]) => [topic, cued(re)]);

/** The topics a message touches (e.g. pricing, booking, chatbots); used as conversation tags. */
export function detectTopics(text: string): string[] {
  const topics: string[] = [];
  for (const [topic, re] of TOPICS) if (re.test(text)) topics.push(topic);
  return topics;
}
