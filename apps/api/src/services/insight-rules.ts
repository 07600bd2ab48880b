/** Insights computed from the facts by rules: what the dashboard shows without a model. */
import { type AiInsight, aiInsightSchema } from "@repo/schemas";
import { percent as pct } from "./analytics";
import type { InsightFacts } from "./insight-facts";

/** The longest data point an insight may hold (longer, the insights cache would not read back). */
const DATA_POINT_MAX = aiInsightSchema.shape.dataPoints.element.maxLength ?? 300;

/** `"question": Nx`, the question shortened (as unanswered.ts does) so that the whole fits. */
function askedTimes(question: string, count: number): string {
  const tail = `": ${count}x`;
  const room = DATA_POINT_MAX - 1 - tail.length;
  if (question.length <= room) return `"${question}${tail}`;
  let cut = room - 3;
  // Not between the two halves of a character outside the BMP (an emoji).
  const last = question.charCodeAt(cut - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut--;
  return `"${question.slice(0, cut)}...${tail}`;
}

/** Confidence grows with the number of questions behind a finding. */
const confidenceFor = (n: number) => Math.min(95, Math.round(55 + Math.sqrt(n) * 4));

/**
 * The questions the assistant could not answer, quoted, so the owner can add the answers: shown
 * whoever writes the other insights (a model or the rules).
 */
export function unansweredInsight(f: InsightFacts): AiInsight | undefined {
  const { questions, conversations } = f.unanswered;
  if (!questions.length) return undefined;
  return {
    type: "unanswered",
    title:
      conversations === 1
        ? "A question the assistant could not answer"
        : `Questions the assistant could not answer in ${conversations} conversations`,
    recommendation:
      "The assistant said it did not know and pointed these visitors to your team. Add the answers to your site (an FAQ entry or the page they belong on) so it can answer them next time.",
    impact:
      "Every question it can answer keeps a visitor in the conversation instead of waiting for an email.",
    color: "yellow",
    priority: conversations >= 3 ? "high" : "medium",
    confidence: confidenceFor(conversations),
    dataPoints: questions.map((q) => `"${q}"`),
    actionItems: ["Answer these questions on the site", "Reply to the visitors who left an email"],
  };
}

/** Insights computed from the facts without an LLM. */
export function ruleInsights(f: InsightFacts): AiInsight[] {
  const out: AiInsight[] = [];
  const { current: cur, previous: prev } = f;
  if (!cur.conversations && !cur.questions) return out;
  const q = cur.questions;
  const topic = (name: string) => f.topics[name] ?? 0;

  const pricingShare = pct(topic("pricing"), q);
  if (q && pricingShare >= 15) {
    out.push({
      type: "pricing",
      title: `${pricingShare}% of questions are about pricing`,
      recommendation:
        "Visitors want to know what things cost before they book. Show typical price ranges and what is included on the pricing page, and let the assistant link to it.",
      impact: "Clear pricing removes the most common reason to hesitate before a discovery call.",
      color: pricingShare >= 30 ? "red" : "yellow",
      priority: pricingShare >= 30 ? "high" : "medium",
      confidence: confidenceFor(topic("pricing")),
      dataPoints: [
        `${topic("pricing")} of ${q} questions mention price, cost or budget`,
        `Pricing share: ${pricingShare}%`,
      ],
      actionItems: [
        "Add example price ranges to the pricing page",
        "Answer 'how much does it cost' directly in the assistant's knowledge",
      ],
    });
  }

  const bookingShare = pct(topic("booking"), q);
  if (q && bookingShare >= 10) {
    out.push({
      type: "booking",
      title: "Visitors are ready to book",
      recommendation:
        "A notable share of questions ask about calls, meetings or availability. Keep the free 30-minute discovery call one click away in chat answers.",
      impact: "Shortening the path from question to booked call converts intent while it is fresh.",
      color: "green",
      priority: bookingShare >= 25 ? "high" : "medium",
      confidence: confidenceFor(topic("booking")),
      dataPoints: [`${topic("booking")} booking questions (${bookingShare}% of ${q})`],
      actionItems: [
        "Offer the booking link after the second answer",
        "Follow up on chat leads within 24 hours",
      ],
    });
  }

  const otherShare = pct(topic("other"), q);
  if (q >= 5 && otherShare >= 30) {
    out.push({
      type: "content_gap",
      title: "Many questions fall outside your service topics",
      recommendation:
        "Review the most asked questions that match none of your services and add short answers or pages for the recurring ones.",
      impact: "Unanswered topics are lost leads; covering them keeps visitors in the conversation.",
      color: "yellow",
      priority: otherShare >= 50 ? "high" : "medium",
      confidence: confidenceFor(topic("other")),
      dataPoints: [`${topic("other")} of ${q} questions (${otherShare}%) match no known topic`],
      actionItems: ["Read the popular questions list", "Add answers for the top unmatched themes"],
    });
  }

  if (cur.agentQuestions > 0) {
    const growth = prev.agentQuestions
      ? Math.round(((cur.agentQuestions - prev.agentQuestions) / prev.agentQuestions) * 100)
      : null;
    const agentShare = pct(cur.agentConversations, cur.conversations);
    if (growth === null || growth >= 20 || agentShare >= 25) {
      out.push({
        type: "agent_traffic",
        title:
          growth === null
            ? "AI agents have started querying your site"
            : growth >= 20
              ? `AI agent queries up ${growth}%`
              : `AI agents bring ${agentShare}% of conversations`,
        recommendation:
          "Assistants acting for buyers are discovering you through the agent endpoint. Keep the facts they read (services, pricing, booking) current and complete.",
        impact: "Being the answer AI assistants give is the new search ranking.",
        color: "blue",
        priority: agentShare >= 25 ? "high" : "medium",
        confidence: confidenceFor(cur.agentQuestions),
        dataPoints: [
          `${cur.agentQuestions} agent queries this period, ${prev.agentQuestions} the period before`,
          `${cur.agentConversations} of ${cur.conversations} conversations came from AI agents (${agentShare}%)`,
        ],
        actionItems: ["Review the agent information page", "Check which tools agents call most"],
      });
    }
  }

  if (q >= 5 && f.afterHours.sharePercent >= 25) {
    out.push({
      type: "after_hours",
      title: `${f.afterHours.sharePercent}% of questions arrive after hours`,
      recommendation: `Many visitors ask outside business hours (${f.afterHours.businessHours}). Make sure the assistant captures contact details and offers booking so nothing waits until morning.`,
      impact: "Answering instantly at night wins leads that would otherwise go to a competitor.",
      color: f.afterHours.sharePercent >= 40 ? "red" : "yellow",
      priority: f.afterHours.sharePercent >= 40 ? "high" : "medium",
      confidence: confidenceFor(f.afterHours.questions),
      dataPoints: [`${f.afterHours.questions} of ${q} questions outside business hours`],
      actionItems: [
        "Enable lead capture in after-hours chats",
        "Send a morning digest of night leads",
      ],
    });
  }

  const top = f.topQuestions[0];
  if (top && top.count >= 3) {
    out.push({
      type: "faq",
      title: "Turn the most asked question into content",
      recommendation: `"${top.question}" was asked ${top.count} times. Answer it on the site and in a short blog post.`,
      impact:
        "Answering recurring questions up front saves visitors a step and feeds search and AI answers.",
      color: "blue",
      priority: "low",
      confidence: confidenceFor(top.count),
      dataPoints: f.topQuestions.slice(0, 3).map((x) => askedTimes(x.question, x.count)),
      actionItems: ["Add an FAQ entry", "Draft a blog post on the topic"],
    });
  }

  if (cur.conversations >= 10) {
    const depth = cur.questionsPerConversation;
    if (depth < 1.5 || depth >= 4) {
      const shallow = depth < 1.5;
      out.push({
        type: "engagement",
        title: shallow ? "Conversations end quickly" : "Visitors engage deeply",
        recommendation: shallow
          ? "Most visitors ask a single question and leave. End answers with a relevant follow-up question or a next step."
          : "Visitors ask several questions per visit. Offer a discovery call once they have asked a few.",
        impact: shallow
          ? "Longer conversations build trust and produce more leads."
          : "Engaged visitors are the warmest leads you have.",
        color: shallow ? "yellow" : "green",
        priority: shallow ? "medium" : "low",
        confidence: confidenceFor(cur.conversations),
        dataPoints: [
          `${depth} questions per conversation (previous period: ${prev.questionsPerConversation})`,
        ],
        actionItems: shallow
          ? ["Add follow-up suggestions to answers"]
          : ["Offer booking after the third question"],
      });
    }
  }

  const unanswered = unansweredInsight(f);
  if (unanswered) out.push(unanswered);

  const prio = { high: 0, medium: 1, low: 2 } as const;
  return out.sort((a, b) => prio[a.priority] - prio[b.priority] || b.confidence - a.confidence);
}
