import { z } from "zod";
import { appEnvironmentSchema, emailSchema, environmentFilterSchema, inputString } from "./common";

export const leadStatusSchema = z.enum(["new", "contacted", "qualified", "converted", "lost"]);
export type LeadStatus = z.infer<typeof leadStatusSchema>;

export const leadPrioritySchema = z.enum(["low", "medium", "high"]);
export type LeadPriority = z.infer<typeof leadPrioritySchema>;

/**
 * Stored lead types. Public forms send `contact` or `project_inquiry_modal` (stored as
 * `project_inquiry`); the chat assistant stores `chat`, the agent endpoint `booking`.
 */
export const leadTypeSchema = z.enum(["contact", "project_inquiry", "chat", "booking"]);
export type LeadType = z.infer<typeof leadTypeSchema>;

const text = (max: number) => inputString().trim().max(max);
const optionalText = (max: number) =>
  text(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** Project-inquiry extras (SPEC §3). */
export const projectDetailsSchema = z.object({
  industry: optionalText(120),
  employees: optionalText(60),
  challenge: optionalText(5000),
  timeline: optionalText(120),
  budget: optionalText(120),
});

const submissionBase = z.object({
  name: text(200).min(1, "Name is required"),
  email: emailSchema,
  company: optionalText(200),
  phone: optionalText(40),
  source: optionalText(80),
});

/** What a public form sends to `POST /api/leads` (SPEC §7). */
export const leadSubmissionSchema = z.discriminatedUnion("type", [
  submissionBase.extend({ type: z.literal("contact"), message: optionalText(5000) }),
  submissionBase.extend({
    type: z.literal("project_inquiry_modal"),
    message: text(5000).min(1, "Message is required"),
    ...projectDetailsSchema.shape,
  }),
]);
export type LeadSubmission = z.input<typeof leadSubmissionSchema>;

export const leadNoteSchema = z.object({
  text: inputString(),
  createdAt: inputString(),
  author: inputString().optional(),
});
export type LeadNote = z.infer<typeof leadNoteSchema>;

export const leadSchema = z.object({
  id: inputString(),
  type: leadTypeSchema,
  status: leadStatusSchema,
  priority: leadPrioritySchema,
  name: inputString(),
  email: inputString(),
  phone: inputString().optional(),
  company: inputString().optional(),
  message: inputString().optional(),
  notes: z.array(leadNoteSchema),
  source: inputString(),
  environment: appEnvironmentSchema,
  createdAt: inputString(),
  updatedAt: inputString(),
  industry: inputString().optional(),
  employees: inputString().optional(),
  challenge: inputString().optional(),
  timeline: inputString().optional(),
  budget: inputString().optional(),
  /** The chat conversation or agent booking this lead came from, when there is one. */
  conversationId: inputString().optional(),
  bookingId: inputString().optional(),
});
export type Lead = z.infer<typeof leadSchema>;

/** `POST /api/leads` (201): the new lead's id and status, under `data`. */
export const leadCreatedSchema = z.object({ id: inputString(), status: leadStatusSchema });
export type LeadCreated = z.infer<typeof leadCreatedSchema>;

/** Fields a service may set when it creates a lead. */
export type NewLead = Omit<
  Lead,
  "id" | "status" | "priority" | "notes" | "createdAt" | "updatedAt" | "environment"
> &
  Partial<Pick<Lead, "status" | "priority">>;

/** `PUT /api/leads/:id`: either a status/priority change or one note to append. */
export const leadUpdateSchema = z.union([
  z.object({ notes: inputString().trim().min(1, "Note text is required").max(5000) }).strict(),
  z
    .object({ status: leadStatusSchema.optional(), priority: leadPrioritySchema.optional() })
    .strict()
    .refine((v) => v.status !== undefined || v.priority !== undefined, {
      message: "Send status, priority or notes",
    }),
]);
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

const filterAll = <T extends z.ZodTypeAny>(schema: T) => z.union([z.literal("all"), schema]);

export const leadListQuerySchema = z.object({
  status: filterAll(leadStatusSchema).optional(),
  type: filterAll(leadTypeSchema).optional(),
  environment: environmentFilterSchema.optional(),
  /** Free text over name, email and company. */
  search: inputString().trim().max(200).optional(),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

export const leadStatsQuerySchema = z.object({ environment: environmentFilterSchema.optional() });

export const leadStatsSchema = z.object({
  total: z.number(),
  new: z.number(),
  converted: z.number(),
  /** Percent of all leads that converted, one decimal. */
  conversionRate: z.number(),
  byStatus: z.record(leadStatusSchema, z.number()),
});
export type LeadStats = z.infer<typeof leadStatsSchema>;
