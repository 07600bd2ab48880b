import type { ConversationSummary, StatComparison } from "@repo/schemas";

/** SPEC §9 source colours: website chat blue, AI agents amber; the direct API green. */
export const SOURCE_COLORS = {
  websiteChat: "#3b82f6",
  aiAgents: "#f59e0b",
  directApi: "#10b981",
} as const;

/** First 40 characters of the first visitor message, then '...' (SPEC §2.13). */
export function conversationPreview(c: Pick<ConversationSummary, "firstQuestion">): string {
  const text = c.firstQuestion?.trim();
  return text ? `${text.slice(0, 40)}...` : "New conversation";
}

type Source = ConversationSummary["source"];

/** The one source mapping (SPEC §2.13): mcp = AI agent, chat = website chat, nlweb = direct API. */
const SOURCE_BADGES: Record<Source, { label: string; className: string }> = {
  chat: { label: "Website Chat", className: "bg-blue-100 text-blue-800" },
  mcp: { label: "AI Agent", className: "bg-amber-100 text-amber-800" },
  nlweb: { label: "Direct API", className: "bg-emerald-100 text-emerald-800" },
};

export const sourceBadge = (source: Source) => SOURCE_BADGES[source]?.label ?? "Website Chat";
export const sourceBadgeClass = (source: Source) =>
  SOURCE_BADGES[source]?.className ?? SOURCE_BADGES.chat.className;

/** Who sent a user message in a conversation's detail. */
export const senderLabel = (source: Source | undefined) =>
  source === "mcp" ? "AI agent" : source === "nlweb" ? "Direct API" : "Visitor";

export const oneDecimal = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : "0.0");

/**
 * The change shown before "vs prev N days": "+12%", "-5%", "0%"; when the previous period
 * had nothing, the amount gained ("+3"), since a percentage of zero means nothing.
 */
export function changeLabel(
  c: StatComparison | undefined,
  current: number,
  format: (n: number) => string = String,
): string {
  if (!c) return "—";
  if (c.changePercent === null) return current > 0 ? `+${format(current)}` : "0%";
  return `${c.changePercent > 0 ? "+" : ""}${c.changePercent}%`;
}

export const INSIGHT_COLORS: Record<string, string> = {
  red: "border-l-red-500 bg-red-50 dark:bg-red-950/30",
  yellow: "border-l-amber-500 bg-amber-50 dark:bg-amber-950/30",
  green: "border-l-green-500 bg-green-50 dark:bg-green-950/30",
  blue: "border-l-blue-500 bg-blue-50 dark:bg-blue-950/30",
  gray: "border-l-gray-400 bg-gray-50 dark:bg-gray-900/40",
};
export const insightColor = (color: string) =>
  Object.hasOwn(INSIGHT_COLORS, color) ? INSIGHT_COLORS[color] : INSIGHT_COLORS.gray;

export const PRIORITY_COLORS: Record<string, string> = {
  high: "bg-red-100 text-red-800",
  medium: "bg-amber-100 text-amber-800",
  low: "bg-gray-100 text-gray-700",
};
export const priorityLabel = (p: string) => (p === "high" || p === "medium" ? p : "low");

export const formatDate = (iso: string) => new Date(iso).toLocaleDateString();
export const formatDateTime = (iso: string) => new Date(iso).toLocaleString();
export const formatTime = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
