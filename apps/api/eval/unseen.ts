/**
 * A second never-tuned-on set, written from the spec and the site's pages only (SPEC §2–§3, §9,
 * packages/site-content) as visitors would phrase them: paraphrases, other vocabulary, typos,
 * figures from the policies, "do you do X" where the site says no, false premises, off-topic.
 * Its score is a measure of generalisation; never add words from these questions to the responder.
 */
import { AGREES, DONT_KNOW, type EvalCase, OUT_OF_SCOPE } from "./types";

const EMAIL = "hello@wasatch-ai.com";

export const unseen: readonly EvalCase[] = [
  { category: "facts", ask: "Do I pay anything for the first chat with you guys?", must: ["free"] },
  { category: "facts", ask: "how long does the intro call take", must: ["30"] },
  { category: "facts", ask: "What does it cost to get a one-off build done?", must: ["$500"] },
  {
    category: "facts",
    ask: "Is there a monthly option or is it all one-off projects?",
    must: [["Managed Partnership", "monthly subscription"]],
  },
  {
    category: "facts",
    ask: "If I stop the monthly plan, how much notice do I need to give?",
    must: ["30 days"],
  },
  {
    category: "facts",
    ask: "After you finish building it, is the code mine?",
    must: [["you own", "you'll own"]],
  },
  { category: "facts", ask: "When are invoices due?", must: ["15 days"] },
  {
    category: "facts",
    ask: "How soon can something be up and running?",
    must: [["two to six weeks", "2-6 weeks", "six weeks"]],
  },
  {
    category: "facts",
    ask: "I'm not a tech person at all, will that be a problem?",
    must: [["handle the setup", "train"]],
  },
  { category: "facts", ask: "Is my customers' information safe with you?", must: ["encrypt"] },
  { category: "facts", ask: "who do I email if I have a question", must: [EMAIL] },
  { category: "facts", ask: "What state is your company registered in?", must: ["Utah"] },
  { category: "facts", ask: "Do you work with real estate agents?", must: ["real estate"] },
  {
    category: "facts",
    ask: "Once the system is live, do you keep improving it?",
    must: [["optimiz", "improv"]],
  },
  { category: "facts", ask: "What do you mean by a managed partnership?", must: ["monthly"] },
  {
    category: "facts",
    ask: "How much is a custom build and do I own it afterwards?",
    must: ["$500", "own"],
  },
  {
    category: "legal",
    ask: "how many years do you hold on to project files after we're done?",
    must: ["7 years"],
  },
  {
    category: "legal",
    ask: "If I ask you to erase everything you have on me, how quickly does that happen?",
    must: ["30 days"],
  },
  {
    category: "legal",
    ask: "What's the most you'd be liable for if something goes wrong?",
    must: ["12 months"],
  },
  {
    category: "legal",
    ask: "Where would a dispute with you be settled?",
    must: [["arbitration", "Utah"]],
  },
  {
    category: "legal",
    ask: "Do you sell my personal info to anyone?",
    must: [["do not sell", "don't sell", "never sell"]],
    mustNot: [AGREES],
  },
  {
    category: "legal",
    ask: "Do you use advertising cookies?",
    must: [["do not use advertising", "don't use advertising", "no advertising"]],
    mustNot: [AGREES],
  },
  {
    category: "legal",
    ask: "If I have a privacy question, how long until someone answers?",
    must: ["5 business days"],
  },
  {
    category: "legal",
    ask: "how quickly do you deal with an urgent security issue",
    must: ["24 hours"],
  },
  {
    category: "legal",
    ask: "Can a 16 year old use your services?",
    must: ["18"],
    mustNot: [AGREES],
  },
  { category: "legal", ask: "how long do u keep financial records", must: ["7 years"] },
  {
    category: "legal",
    ask: "Do my chat messages get sent to AI companies?",
    must: [["model providers", "AI model"]],
  },
  {
    category: "capability",
    ask: "I run a bakery and keep running out of flour or ordering too much. Can you help?",
    must: ["Inventory"],
  },
  {
    category: "capability",
    ask: "Our phone rings all evening after we close and nobody picks up. Anything for that?",
    must: [["Concierge", "chat assistant"]],
  },
  { category: "capability", ask: "Can you write our Instagram posts for us?", must: ["Social"] },
  {
    category: "capability",
    ask: "I want to know what my competitors are charging",
    must: ["Competitor"],
  },
  {
    category: "capability",
    ask: "My customers come once and never come back",
    must: ["Loyalty"],
  },
  {
    category: "capability",
    ask: "is there something that shows me my cash flow each week?",
    must: ["Financial"],
  },
  {
    category: "capability",
    ask: "We get tons of web inquiries and can't tell which ones are serious buyers",
    must: ["Lead Qualifier"],
  },
  {
    category: "capability",
    ask: "Could AI send personalised emails to my mailing list?",
    must: ["Email Marketing"],
  },
  { category: "typos", ask: "whats the pirce of the custum soluton", must: ["$500"] },
  { category: "typos", ask: "is the consultaton fre?", must: ["free"] },
  { category: "typos", ask: "how do i contcat you", must: [EMAIL] },
  { category: "typos", ask: "wat industrys do u work with", must: [["restaurant", "law firm"]] },
  {
    category: "false-premise",
    ask: "Since your minimum project is $2,000, can I still afford you?",
    must: ["$500"],
    mustNot: [AGREES],
  },
  {
    category: "false-premise",
    ask: "I assume I'd be locked into a 12-month contract?",
    must: ["30 days"],
    mustNot: [AGREES],
  },
  {
    category: "false-premise",
    ask: "You keep our financial records for only one year, right?",
    must: ["7 years"],
    mustNot: [AGREES],
  },
  {
    category: "false-premise",
    ask: "My friend said breaches get reported within a week.",
    must: ["72 hours"],
    mustNot: [AGREES],
  },
  {
    category: "unknown",
    ask: "Do you offer a discount for nonprofits?",
    must: [DONT_KNOW, EMAIL],
    mustNot: [AGREES],
  },
  {
    category: "unknown",
    ask: "What's your phone number?",
    must: [EMAIL],
    mustNot: [/\(?\d{3}\)?[ -.]\d{3}[ -.]\d{4}/],
  },
  {
    category: "unknown",
    ask: "Do you build iPhone apps?",
    must: [DONT_KNOW, EMAIL],
    mustNot: [AGREES],
  },
  { category: "unknown", ask: "How many employees do you have?", must: [DONT_KNOW, EMAIL] },
  {
    category: "unknown",
    ask: "Can I get my money back if I'm not happy?",
    must: [DONT_KNOW, EMAIL],
    mustNot: [AGREES, /we offer (a )?(full )?refund/i],
  },
  {
    category: "unknown",
    ask: "Do you offer payroll services?",
    must: [DONT_KNOW, EMAIL],
    mustNot: [AGREES],
  },
  {
    category: "off-topic",
    ask: "what's the weather like in Salt Lake today",
    must: [OUT_OF_SCOPE],
  },
  { category: "off-topic", ask: "Can you help me with my math homework?", must: [OUT_OF_SCOPE] },
  { category: "off-topic", ask: "recommend a good pizza place near me", must: [OUT_OF_SCOPE] },
  // Written after the first measurement of the cases above and before any change to the
  // responder; first run after the changes (70.6 % on the responder before them, 82.4 % after).
  {
    category: "legal",
    ask: "For how long do you retain website analytics data?",
    must: ["26 months"],
  },
  { category: "legal", ask: "What's the minimum age to use your services?", must: ["18"] },
  {
    category: "legal",
    ask: "If there's a data leak, when will the authorities be told?",
    must: ["72 hours"],
  },
  { category: "legal", ask: "Which state's laws govern the contract?", must: ["Utah"] },
  {
    category: "legal",
    ask: "How fast do you handle a request to see the data you hold about me?",
    must: ["30 days"],
  },
  {
    category: "facts",
    ask: "what do i get with the monthly partnership",
    must: [["hosting", "monitor"]],
  },
  {
    category: "facts",
    ask: "Are there extra fees for the AI software on top?",
    must: [["at cost", "pass"]],
  },
  {
    category: "facts",
    ask: "Can you tell me who you normally work with?",
    must: [["restaurant", "law firm"]],
  },
  {
    category: "capability",
    ask: "Can something remind my clients about their appointments?",
    must: [["Concierge", "Operations Booster"]],
  },
  {
    category: "capability",
    ask: "I spend hours typing invoice numbers into spreadsheets",
    must: ["Document"],
  },
  {
    category: "capability",
    ask: "Do you have anything for replying to Google reviews?",
    must: ["Reputation"],
  },
  { category: "typos", ask: "how mcuh dose the discovry call cost", must: ["free"] },
  {
    category: "false-premise",
    ask: "Deleting my data takes 6 months, right?",
    must: ["30 days"],
    mustNot: [AGREES],
  },
  {
    category: "unknown",
    ask: "Do you offer a free trial of your software?",
    must: [DONT_KNOW, EMAIL],
    mustNot: [AGREES],
  },
  {
    category: "unknown",
    ask: "Do you sell printers?",
    must: [DONT_KNOW, EMAIL],
    mustNot: [AGREES],
  },
  { category: "unknown", ask: "What year did your CEO graduate?", must: [DONT_KNOW, EMAIL] },
  { category: "off-topic", ask: "Who will win the next election?", must: [OUT_OF_SCOPE] },
];
