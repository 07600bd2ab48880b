import type { ConversationSummary, StatComparison } from "@repo/schemas";

/** SPEC §9 source colours: website chat blue, AI agents amber. */
export const SOURCE_COLORS = { websiteChat: "#3b82f6", aiAgents: "#f59e0b" } as const;

/** First 40 characters of the first visitor message, then '...' (SPEC §2.13). */
export function conversationPreview(c: Pick<ConversationSummary, "firstQuestion">): string {
  const text = c.firstQuestion?.trim();
  return text ? `${text.slice(0, 40)}...` : "New conversation";
}

/** 'AI Agent' for MCP conversations, otherwise 'Website Chat'. */
export const sourceBadge = (source: ConversationSummary["source"]) =>
  source === "mcp" ? "AI Agent" : "Website Chat";

export const oneDecimal = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : "0.0");

/** "+12%", "-5%", "0%" or "New" against the previous period. */
export function changeLabel(c: StatComparison | undefined, current: number): string {
  if (!c) return "—";
  if (c.changePercent === null) return current > 0 ? "New" : "0%";
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
