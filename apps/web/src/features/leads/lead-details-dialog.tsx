import {
  type Lead,
  type LeadPriority,
  type LeadStatus,
  leadPrioritySchema,
  leadStatusSchema,
} from "@repo/schemas";
import { useQuery } from "@tanstack/react-query";
import { Loader2, Mail, Phone } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { SelectField } from "@/features/admin/select-field";
import { cn } from "@/lib/utils";
import {
  formatDateTime,
  optionsOf,
  PRIORITY_CLASSES,
  PRIORITY_LABELS,
  replyMailto,
  STATUS_CLASSES,
  STATUS_LABELS,
  TYPE_LABELS,
} from "./lead-format";
import { leadQueryOptions, useAddNote, useUpdateLead } from "./queries";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2" aria-label={title}>
      <h3 className="text-sm font-semibold text-muted-foreground">{title}</h3>
      {children}
    </section>
  );
}

/** One labelled value; nothing at all when the lead has no value for it. */
function Field({
  label,
  value,
  className,
}: {
  label: string;
  value: ReactNode;
  className?: string;
}) {
  if (value === undefined || value === null || value === "") return null;
  return (
    <div className={cn("min-w-0", className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="break-words text-sm">{value}</dd>
    </div>
  );
}

/** The project details a lead carries; an inquiry sent without any shows no section. */
const hasProjectDetails = (lead: Lead) =>
  [lead.industry, lead.employees, lead.timeline, lead.budget, lead.challenge].some(Boolean);

function EditPanel({ lead, onDone }: { lead: Lead; onDone: () => void }) {
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [priority, setPriority] = useState<LeadPriority>(lead.priority);
  const update = useUpdateLead(lead.id);
  return (
    <form
      className="space-y-3 rounded-lg border bg-muted/40 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ status, priority }, { onSuccess: onDone });
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Status"
          value={status}
          options={optionsOf(leadStatusSchema.options, STATUS_LABELS)}
          onChange={setStatus}
        />
        <SelectField
          label="Priority"
          value={priority}
          options={optionsOf(leadPrioritySchema.options, PRIORITY_LABELS)}
          onChange={setPriority}
        />
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
          Save Changes
        </Button>
      </div>
    </form>
  );
}

function Notes({ lead }: { lead: Lead }) {
  const [text, setText] = useState("");
  const addNote = useAddNote(lead.id);
  const submit = () => {
    const note = text.trim();
    if (!note || addNote.isPending) return;
    addNote.mutate(note, { onSuccess: () => setText("") });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <Section title="Notes">
      {lead.notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">No notes yet.</p>
      ) : (
        <ul className="space-y-2">
          {lead.notes.map((note, index) => (
            <li
              // Notes are append-only; their position is stable.
              // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
              key={index}
              className="rounded-md border bg-background p-2 text-sm"
            >
              <p className="whitespace-pre-wrap">{note.text}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                {note.author ? `${note.author} · ` : ""}
                {formatDateTime(note.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Textarea
        aria-label="New note"
        placeholder="Add a note... (Ctrl+Enter to save)"
        rows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="flex justify-end">
        <Button size="sm" onClick={submit} disabled={!text.trim() || addNote.isPending}>
          {addNote.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
          Add Note
        </Button>
      </div>
    </Section>
  );
}

/** The 'Lead Details' modal (SPEC §2.14) for one lead of the list. */
export function LeadDetailsDialog({
  lead: listed,
  onClose,
}: {
  lead: Lead | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={listed !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90svh] overflow-y-auto sm:max-w-2xl">
        {listed && <LeadDetails key={listed.id} listed={listed} />}
      </DialogContent>
    </Dialog>
  );
}

function LeadDetails({ listed }: { listed: Lead }) {
  // The listed lead shows at once; the detail read keeps it current after changes.
  const { data } = useQuery({ ...leadQueryOptions(listed.id), placeholderData: listed });
  const lead = data ?? listed;
  const [editing, setEditing] = useState(false);

  return (
    <>
      <DialogHeader>
        <DialogTitle>Lead Details</DialogTitle>
        <DialogDescription>
          {TYPE_LABELS[lead.type]} from {lead.name}
        </DialogDescription>
      </DialogHeader>
      <div className="space-y-5">
        <Section title="Contact Information">
          <dl className="grid gap-3 sm:grid-cols-2">
            <Field label="Name" value={lead.name} />
            <Field label="Email" value={lead.email} />
            <Field label="Phone" value={lead.phone} />
            <Field label="Company" value={lead.company} />
          </dl>
        </Section>

        {hasProjectDetails(lead) && (
          <Section title="Project Details">
            <dl className="grid gap-3 sm:grid-cols-2">
              <Field label="Industry" value={lead.industry} />
              <Field label="Company Size" value={lead.employees} />
              <Field label="Timeline" value={lead.timeline} />
              <Field label="Budget" value={lead.budget} />
              <Field label="Challenge" value={lead.challenge} className="sm:col-span-2" />
            </dl>
          </Section>
        )}

        <Section title="Metadata">
          <dl className="grid gap-3 sm:grid-cols-2">
            <Field label="Source" value={lead.source} />
            <Field label="Created" value={formatDateTime(lead.createdAt)} />
            <Field label="Updated" value={formatDateTime(lead.updatedAt)} />
            <Field
              label="Priority"
              value={
                <Badge className={cn("border-0", PRIORITY_CLASSES[lead.priority])}>
                  {PRIORITY_LABELS[lead.priority]}
                </Badge>
              }
            />
            <Field
              label="Status"
              value={
                <Badge className={cn("border-0", STATUS_CLASSES[lead.status])}>
                  {STATUS_LABELS[lead.status]}
                </Badge>
              }
            />
          </dl>
        </Section>

        <Section title="Message">
          <p className="whitespace-pre-wrap rounded-md bg-muted/50 p-3 text-sm">
            {lead.message || "No message."}
          </p>
        </Section>

        <Notes lead={lead} />

        <Section title="Status & Priority">
          {editing ? (
            <EditPanel lead={lead} onDone={() => setEditing(false)} />
          ) : (
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              Edit Status & Priority
            </Button>
          )}
        </Section>

        <div className="flex flex-wrap gap-2 border-t pt-4">
          <Button asChild>
            <a href={replyMailto(lead)}>
              <Mail className="size-4" aria-hidden />
              Send Email
            </a>
          </Button>
          {lead.phone && (
            <Button asChild variant="outline">
              <a href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`}>
                <Phone className="size-4" aria-hidden />
                Call
              </a>
            </Button>
          )}
        </div>
      </div>
    </>
  );
}
