import type { ConversationSummary } from "@repo/schemas";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Markdown } from "@/components/markdown";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import {
  conversationPreview,
  formatDate,
  formatDateTime,
  formatTime,
  senderLabel,
  sourceBadge,
  sourceBadgeClass,
} from "./format";
import { conversationQueryOptions } from "./queries";
import { VisitorMemoryCard } from "./visitor-memory";

/** Recent Conversations: the list on the left, the selected conversation on the right. */
export function RecentConversations({ conversations }: { conversations: ConversationSummary[] }) {
  const [selected, setSelected] = useState<string | null>(null);
  if (conversations.length === 0)
    return (
      <Card>
        <CardContent className="py-8 text-center text-muted-foreground">
          No conversations found for the selected filters
        </CardContent>
      </Card>
    );
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card className="py-0">
        <ul className="max-h-[32rem] divide-y overflow-y-auto" data-testid="conversation-list">
          {conversations.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                onClick={() => setSelected(c.id)}
                aria-pressed={selected === c.id}
                className={cn(
                  "w-full px-4 py-3 text-left hover:bg-muted/50",
                  selected === c.id && "bg-muted",
                )}
              >
                <p className="truncate font-medium">{conversationPreview(c)}</p>
                <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  <span>{formatDate(c.startedAt)}</span>
                  <span>{c.messageCount} messages</span>
                  <Badge className={cn("border-0", sourceBadgeClass(c.source))}>
                    {sourceBadge(c.source)}
                  </Badge>
                  {c.tags[0] && <Badge variant="outline">{c.tags[0]}</Badge>}
                </div>
              </button>
            </li>
          ))}
        </ul>
      </Card>
      <Card>
        <CardContent>
          {selected ? (
            <ConversationDetailPane id={selected} />
          ) : (
            <p className="py-8 text-center text-muted-foreground">
              Select a conversation to view details
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function ConversationDetailPane({ id }: { id: string }) {
  const detail = useQuery(conversationQueryOptions(id));
  if (detail.isPending)
    return <p className="py-8 text-center text-muted-foreground">Loading conversation...</p>;
  if (detail.isError)
    return <p className="py-8 text-center text-red-600">Failed to load conversation details</p>;
  const c = detail.data;
  return (
    <div className="space-y-3" data-testid="conversation-detail">
      <div className="text-sm text-muted-foreground">
        <p>
          <span className="font-medium text-foreground">Started:</span>{" "}
          {formatDateTime(c.startedAt)}
        </p>
        <p>
          <span className="font-medium text-foreground">Messages:</span> {c.messageCount}
        </p>
        {c.tags.length > 0 && (
          <p className="mt-1 flex flex-wrap gap-1" data-testid="conversation-tags">
            {c.tags.map((tag) => (
              <Badge
                key={tag}
                variant="outline"
                className={tag === "unanswered" ? "border-amber-400 text-amber-800" : undefined}
              >
                {tag === "unanswered" ? "unanswered question" : tag}
              </Badge>
            ))}
          </p>
        )}
      </div>
      {c.memory && <VisitorMemoryCard memory={c.memory} />}
      {c.messages.length === 0 ? (
        <p className="py-4 text-center text-muted-foreground">No messages found</p>
      ) : (
        <ul className="max-h-[28rem] space-y-2 overflow-y-auto">
          {c.messages.map((m, i) => (
            <li
              // Messages have no id; their order never changes.
              // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
              key={i}
              className={cn("flex", m.isUser ? "justify-end" : "justify-start")}
            >
              <div
                className={cn(
                  "max-w-[85%] rounded-lg px-3 py-2 text-sm",
                  m.isUser ? "bg-primary text-primary-foreground" : "bg-muted",
                )}
              >
                {m.isUser ? (
                  <p
                    className={cn(
                      "whitespace-pre-wrap break-words",
                      // An agent's tool call, not a question in words.
                      m.kind === "action" && "font-mono text-xs",
                    )}
                  >
                    {m.text}
                  </p>
                ) : (
                  // Stored text never loads anything: an image shows as its alt text.
                  <Markdown images={false}>{m.text}</Markdown>
                )}
                <p className="mt-1 text-[10px] opacity-70">
                  {m.isUser ? senderLabel(m.source === "mcp" ? "mcp" : c.source) : "AI"}
                  {m.kind === "action" ? " · action" : ""} · {formatTime(m.timestamp)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
