import {
  type Lead,
  type LeadPriority,
  type LeadStatus,
  type LeadType,
  leadStatusSchema,
  leadTypeSchema,
} from "@repo/schemas";
import { format } from "date-fns";
import type { SelectOption } from "@/features/admin/select-field";
import { encodeComponent, wellFormed } from "@/lib/safe-text";

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  converted: "Converted",
  lost: "Lost",
};

export const PRIORITY_LABELS: Record<LeadPriority, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
};

export const TYPE_LABELS: Record<LeadType, string> = {
  contact: "Contact",
  project_inquiry: "Project Inquiry",
  chat: "Chat",
  booking: "Booking",
};

/** One labelled select option per value of an enum, in the enum's order. */
export function optionsOf<V extends string>(
  values: readonly V[],
  labels: Record<V, string>,
): SelectOption<V>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

export const STATUS_FILTER_OPTIONS: SelectOption<LeadStatus | "all">[] = [
  { value: "all", label: "All Statuses" },
  ...optionsOf(leadStatusSchema.options, STATUS_LABELS),
];

export const TYPE_FILTER_OPTIONS: SelectOption<LeadType | "all">[] = [
  { value: "all", label: "All Types" },
  ...optionsOf(leadTypeSchema.options, TYPE_LABELS),
];

export const STATUS_CLASSES: Record<LeadStatus, string> = {
  new: "bg-blue-100 text-blue-800",
  contacted: "bg-yellow-100 text-yellow-800",
  qualified: "bg-purple-100 text-purple-800",
  converted: "bg-green-100 text-green-800",
  lost: "bg-gray-100 text-gray-700",
};

export const PRIORITY_CLASSES: Record<LeadPriority, string> = {
  low: "bg-gray-100 text-gray-700",
  medium: "bg-orange-100 text-orange-800",
  high: "bg-red-100 text-red-800",
};

/** The table's Created column: short month, day, hour:minute. */
export function formatCreated(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : format(date, "MMM d, HH:mm");
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : format(date, "MMM d, yyyy HH:mm");
}

/** Titles that come before a name ("Dr. Priya Natarajan" is greeted "Hi Priya,"). */
const TITLES = /^(dr|mr|mrs|ms|mx|miss|prof|professor|sir|dame|rev|fr)\.?$/i;

/** The name to greet: the first word that is not a title, else the whole name. */
export function greetingName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words.find((word) => !TITLES.test(word)) ?? (name.trim() || name);
}

/** A reply mail link with a prefilled subject and greeting; never throws on stored text. */
export function replyMailto(lead: Pick<Lead, "email" | "name" | "type">): string {
  const firstName = greetingName(lead.name);
  const subject =
    lead.type === "project_inquiry" ? "Re: Your project inquiry" : "Re: Your message to us";
  const body = `Hi ${firstName},\n\nThank you for reaching out.\n\n`;
  // The address is encoded too: a stored "a@b.c?bcc=x" must not add recipients.
  const to = encodeComponent(lead.email).replace(/%40/g, "@");
  return `mailto:${to}?subject=${encodeComponent(subject)}&body=${encodeComponent(body)}`;
}

const CSV_COLUMNS: [string, (lead: Lead) => string][] = [
  ["Name", (l) => l.name],
  ["Email", (l) => l.email],
  ["Phone", (l) => l.phone ?? ""],
  ["Company", (l) => l.company ?? ""],
  ["Type", (l) => TYPE_LABELS[l.type]],
  ["Status", (l) => STATUS_LABELS[l.status]],
  ["Priority", (l) => PRIORITY_LABELS[l.priority]],
  ["Source", (l) => l.source],
  ["Environment", (l) => l.environment],
  ["Created", (l) => l.createdAt],
  ["Updated", (l) => l.updatedAt],
  ["Industry", (l) => l.industry ?? ""],
  ["Company Size", (l) => l.employees ?? ""],
  ["Challenge", (l) => l.challenge ?? ""],
  ["Timeline", (l) => l.timeline ?? ""],
  ["Budget", (l) => l.budget ?? ""],
  ["Message", (l) => l.message ?? ""],
  ["Notes", (l) => l.notes.map((n) => n.text).join("\n")],
];

function csvCell(raw: string): string {
  const value = wellFormed(raw);
  // A leading = + - @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The leads as CSV, one row per lead, in the order given. */
export function leadsToCsv(leads: Lead[]): string {
  const rows = [CSV_COLUMNS.map(([header]) => header)];
  for (const lead of leads) rows.push(CSV_COLUMNS.map(([, get]) => get(lead)));
  return `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

export function downloadCsv(filename: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
