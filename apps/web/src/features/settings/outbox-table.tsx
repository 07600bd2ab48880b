import type { OutboxStatus, OutboxSummary } from "@repo/schemas";
import { CalendarDays, RotateCw } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { formatCreated } from "@/features/leads/lead-format";
import { cn } from "@/lib/utils";
import { useRetryMessage } from "./queries";

const STATUS: Record<OutboxStatus, { label: string; className: string }> = {
  queued: { label: "Queued", className: "bg-amber-100 text-amber-900" },
  sending: { label: "Sending", className: "bg-blue-100 text-blue-900" },
  sent: { label: "Sent", className: "bg-green-100 text-green-900" },
  failed: { label: "Failed", className: "bg-red-100 text-red-900" },
};

const KIND: Record<OutboxSummary["kind"], string> = {
  lead: "New lead",
  booking_confirmation: "Booking confirmation",
  booking_update: "Booking update",
  digest: "Morning digest",
  test: "Test email",
};

/** Recent emails with their delivery status; failed ones (or waiting after an error) can be retried. */
export function OutboxTable({ messages }: { messages: OutboxSummary[] }) {
  const retry = useRetryMessage();
  if (!messages.length) {
    return <p className="py-6 text-center text-sm text-muted-foreground">No messages yet</p>;
  }
  return (
    <div className="overflow-x-auto">
      <Table aria-label="Outbox">
        <TableHeader>
          <TableRow>
            <TableHead>Created</TableHead>
            <TableHead>Message</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {messages.map((m) => {
            const status = STATUS[m.status] ?? STATUS.queued;
            const canRetry = m.status === "failed" || (m.status === "queued" && m.lastError);
            return (
              <TableRow key={m.id}>
                <TableCell className="whitespace-nowrap align-top">
                  {formatCreated(m.createdAt)}
                </TableCell>
                <TableCell className="min-w-56 align-top whitespace-normal">
                  <div className="font-medium break-words">{m.subject}</div>
                  <div className="text-xs text-muted-foreground break-all">
                    {KIND[m.kind] ?? m.kind} to {m.to}
                    {m.hasInvitation && (
                      <CalendarDays className="ml-1 inline size-3" aria-label="with invitation" />
                    )}
                  </div>
                  {m.lastError && m.status !== "sent" && (
                    <div className="mt-1 text-xs text-red-700 break-words">
                      {m.lastError} (attempt {m.attempts})
                    </div>
                  )}
                </TableCell>
                <TableCell className="align-top">
                  <Badge className={cn("border-0", status.className)}>{status.label}</Badge>
                  {m.sentAt && (
                    <div className="mt-1 text-xs text-muted-foreground">
                      {formatCreated(m.sentAt)}
                    </div>
                  )}
                </TableCell>
                <TableCell className="text-right align-top">
                  {canRetry && (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={retry.isPending}
                      onClick={() => retry.mutate(m.id)}
                      aria-label={`Retry ${m.subject}`}
                    >
                      <RotateCw className="size-3" /> Retry
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
