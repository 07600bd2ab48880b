import type { AdminSettings } from "@repo/schemas";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Mail } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { AdminRoutePending } from "@/features/admin/admin-shell";
import { formatDateTime } from "@/features/leads/lead-format";
import { CalendarFeedCard } from "./calendar-feed-card";
import { OutboxTable } from "./outbox-table";
import { settingsQueryOptions, useSendTestEmail } from "./queries";

/** One labelled value; nothing is shown for an empty one. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  if (children === undefined || children === null || children === "") return null;
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

const when = (iso?: string) => (iso ? formatDateTime(iso) : undefined);

function Notifications({ smtp }: { smtp: AdminSettings["smtp"] }) {
  const test = useSendTestEmail();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Email notifications</CardTitle>
        <CardDescription>Every new lead and booking is emailed to the owner.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="space-y-2">
          <Field label="Notification address">{smtp.ownerEmail}</Field>
          <Field label="Sender">{smtp.from}</Field>
          <Field label="SMTP">
            {smtp.configured ? (
              <Badge className="border-0 bg-green-100 text-green-900">
                Configured: {smtp.server}
              </Badge>
            ) : (
              <span>
                <Badge variant="outline">Not configured</Badge>{" "}
                <span className="text-muted-foreground">
                  Messages are kept in the outbox below but not sent. Set SMTP_URL to send them.
                </span>
              </span>
            )}
          </Field>
          <Field label="Last delivery">{when(smtp.lastSentAt)}</Field>
          <Field label="Last error">
            {smtp.lastError && `${smtp.lastError} (${when(smtp.lastErrorAt)})`}
          </Field>
          <Field label="Waiting / failed">{`${smtp.queued} / ${smtp.failed}`}</Field>
        </dl>
        <Button onClick={() => test.mutate(undefined)} disabled={test.isPending}>
          <Mail className="size-4" /> Send test email
        </Button>
      </CardContent>
    </Card>
  );
}

function BusyCalendar({ busy }: { busy: AdminSettings["busyCalendar"] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Busy calendar</CardTitle>
        <CardDescription>
          Times busy in the owner's calendar are never offered as free slots.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {busy.configured ? (
          <dl className="space-y-2">
            <Field label="Source">{busy.source}</Field>
            <Field label="Last sync">{when(busy.lastSyncAt) ?? "Not synced yet"}</Field>
            <Field label="Events read">{String(busy.events)}</Field>
            <Field label="Busy times ahead">{String(busy.busyIntervals)}</Field>
            <Field label="Last error">
              {busy.lastError &&
                `${busy.lastError} (${when(busy.lastAttemptAt)}); ${busy.lastSyncAt ? "using the last good copy" : "no copy yet"}`}
            </Field>
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">
            Not connected. Set CALENDAR_BUSY_ICS_URL to the secret iCal address of a Google, Outlook
            or Apple calendar.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function BusinessHours({ hours }: { hours: AdminSettings["businessHours"] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Business hours</CardTitle>
        <CardDescription>When a person answers and calls can be booked.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="space-y-2">
          <Field label="Hours">{hours.label}</Field>
          <Field label="Time zone">{hours.timeZone}</Field>
          <Field label="Closed days">{hours.closedDays.join(", ") || "None"}</Field>
          <Field label="Public holidays">{hours.holidays}</Field>
          <Field label="Closed dates">{hours.closedDates.join(", ")}</Field>
          <Field label="Now">{hours.openNow ? "Open" : "Closed"}</Field>
        </dl>
      </CardContent>
    </Card>
  );
}

/** The route's pending state. */
export function SettingsPagePending() {
  return <AdminRoutePending label="Loading settings..." />;
}

/** Settings: notifications and their outbox, the bookings feed, the busy calendar and hours. */
export function SettingsPage() {
  const { data } = useSuspenseQuery(settingsQueryOptions());
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
        <p className="text-muted-foreground">Notifications, calendars and business hours</p>
      </div>
      <Notifications smtp={data.smtp} />
      <Card>
        <CardHeader>
          <CardTitle>Outbox</CardTitle>
          <CardDescription>Recent emails and their delivery.</CardDescription>
        </CardHeader>
        <CardContent>
          <OutboxTable messages={data.outbox} />
        </CardContent>
      </Card>
      <CalendarFeedCard url={data.calendarFeedUrl} />
      <BusyCalendar busy={data.busyCalendar} />
      <BusinessHours hours={data.businessHours} />
    </div>
  );
}
