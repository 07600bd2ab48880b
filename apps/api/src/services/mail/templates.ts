/**
 * Email bodies as plain text plus simple HTML. Everything a visitor wrote is escaped in the
 * HTML and stripped of line breaks in subjects; nothing is rendered as markup.
 */
import type { Lead } from "@repo/schemas";
import type { Brand } from "@repo/site-content";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const SPECIAL = /[&<>"']/;
const SPECIALS = /[&<>"']/g;
/** Most values (labels, names, dates) need no escaping: they are returned as they are. */
export const escapeHtml = (value: string) =>
  SPECIAL.test(value) ? value.replace(SPECIALS, (c) => ENTITIES[c] ?? c) : value;

/** One line, at most `max` characters: safe in a subject header. */
export const oneLine = (value: string, max = 120) => {
  const line = value.replace(/[\r\n\t]+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** A section of a message: a heading, label/value rows, free text, and an optional link. */
export interface MailSection {
  heading?: string;
  rows?: [string, string | undefined][];
  paragraphs?: string[];
  link?: { label: string; url: string };
}

/** Renders sections as text and as HTML with the same content. */
export function renderMail(subject: string, intro: string, sections: MailSection[]): MailContent {
  const text: string[] = [intro, ""];
  const html: string[] = [
    `<div style="font-family:system-ui,sans-serif;font-size:14px;line-height:1.5;color:#111">`,
    `<p>${escapeHtml(intro)}</p>`,
  ];
  for (const s of sections) {
    if (s.heading) {
      text.push(s.heading);
      html.push(`<h3 style="margin:16px 0 4px">${escapeHtml(s.heading)}</h3>`);
    }
    const rows = (s.rows ?? []).filter((r): r is [string, string] => Boolean(r[1]));
    if (rows.length) {
      for (const [label, value] of rows) text.push(`${label}: ${value}`);
      html.push(
        `<table style="border-collapse:collapse">${rows
          .map(
            ([label, value]) =>
              `<tr><td style="padding:2px 12px 2px 0;color:#555">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`,
          )
          .join("")}</table>`,
      );
    }
    for (const p of s.paragraphs ?? []) {
      text.push(p);
      html.push(`<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`);
    }
    if (s.link) {
      text.push(`${s.link.label}: ${s.link.url}`);
      html.push(`<p><a href="${escapeHtml(s.link.url)}">${escapeHtml(s.link.label)}</a></p>`);
    }
    text.push("");
  }
  html.push("</div>");
  return {
    subject: oneLine(subject, 200),
    text: `${text.join("\n").trim()}\n`,
    html: html.join("\n"),
  };
}

const TYPE_LABELS: Record<Lead["type"], string> = {
  contact: "contact message",
  project_inquiry: "project inquiry",
  chat: "lead from the chat assistant",
  booking: "consultation booking",
};

/** The admin address of one lead, opening its details. */
export const leadAdminUrl = (brand: Brand, leadId: string) =>
  `${brand.siteUrl}/admin/leads?lead=${encodeURIComponent(leadId)}`;

const leadSubjectLine = (lead: Lead, kind: string) =>
  `New ${kind}: ${oneLine(lead.name, 80)}${lead.company ? ` (${oneLine(lead.company, 60)})` : ""}`;

/** The subject of the owner's notice of `lead`, as `leadNotification` renders it. */
export const leadSubject = (lead: Lead) =>
  oneLine(leadSubjectLine(lead, TYPE_LABELS[lead.type]), 200);

/** To the owner: who, how to reach them, what they wrote, the source, a link to the lead. */
export function leadNotification(lead: Lead, brand: Brand): MailContent {
  const kind = TYPE_LABELS[lead.type];
  return renderMail(leadSubjectLine(lead, kind), `A new ${kind} arrived on ${brand.companyName}.`, [
    {
      heading: "Contact",
      rows: [
        ["Name", lead.name],
        ["Email", lead.email],
        ["Phone", lead.phone],
        ["Company", lead.company],
      ],
    },
    {
      heading: "Details",
      rows: [
        ["Type", kind],
        ["Source", lead.source],
        ["Industry", lead.industry],
        ["Company size", lead.employees],
        ["Timeline", lead.timeline],
        ["Budget", lead.budget],
        ["Received", lead.createdAt],
      ],
    },
    ...(lead.challenge ? [{ heading: "Challenge", paragraphs: [lead.challenge] }] : []),
    ...(lead.message ? [{ heading: "Message", paragraphs: [lead.message] }] : []),
    { link: { label: "Open the lead in the admin", url: leadAdminUrl(brand, lead.id) } },
  ]);
}

/** The Settings page's 'Send test email'. */
export function testMail(brand: Brand, server: string | undefined): MailContent {
  return renderMail(`Test email from ${brand.companyName}`, "Email notifications work.", [
    {
      paragraphs: [
        `This message went through ${server ?? "the outbox"}; new leads and bookings will reach you the same way.`,
      ],
      link: { label: "Settings", url: `${brand.siteUrl}/admin/settings` },
    },
  ]);
}
