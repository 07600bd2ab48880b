import type { PostStore } from "@repo/content";
import type {
  AppEnvironment,
  Booking,
  Conversation,
  ConversationMessage,
  ConversationSource,
  Lead,
  LeadStatus,
  LeadType,
  OutboxMessage,
  StorageType,
} from "@repo/schemas";
import type { KeyValueStore } from "./kv-store";

/**
 * Repository interfaces. Each has two real adapters, `sqlite/` and `redis/`, checked by the
 * one contract suite in `contract.test.ts`. Services only ever see these interfaces.
 */

export interface LeadFilter {
  status?: LeadStatus;
  type?: LeadType;
  environment?: AppEnvironment;
}

export interface LeadCounts {
  total: number;
  byStatus: Record<LeadStatus, number>;
}

export interface LeadRepository {
  /** Stores the lead and queues its emails in the same transaction: both or neither. */
  create(lead: Lead, outbox?: OutboxMessage[]): Promise<Lead>;
  /**
   * Counts one hit on a rate limit and, unless that puts it over the limit, stores the lead
   * and queues its emails, all in one atomic step: one commit (one script on Redis) instead of
   * two for a public submission. The hit counts either way; `stored` says whether the lead was.
   */
  createCounted(
    lead: Lead,
    outbox: OutboxMessage[],
    hit: CountedHit,
  ): Promise<{ hit: RateLimitHit; stored: boolean }>;
  get(id: string): Promise<Lead | null>;
  /** Newest first. */
  list(filter: LeadFilter): Promise<Lead[]>;
  /** Atomic read-modify-write; null when the lead does not exist. */
  update(id: string, change: (lead: Lead) => Lead): Promise<Lead | null>;
  /** Counts kept as leads are written, not recounted. */
  counts(environment?: AppEnvironment): Promise<LeadCounts>;
}

export interface NewConversation {
  id: string;
  source: ConversationSource;
  environment: AppEnvironment;
  startedAt: string;
  visitorId?: string;
  tags?: string[];
}

export interface ConversationFilter {
  source?: ConversationSource;
  environment?: AppEnvironment;
  /** ISO bounds on startedAt, inclusive. */
  from?: string;
  to?: string;
  limit: number;
}

/**
 * Conversations of every channel (chat, mcp, nlweb). Writes also keep the analytics
 * aggregates (per-day counts, question frequencies) up to date, so reading figures never
 * scans conversations.
 */
export interface ConversationRepository {
  /**
   * Starts a conversation and counts it. An id already taken throws AppError("conflict") and
   * changes nothing (the stored record and the aggregates stay as they were).
   */
  create(conversation: NewConversation): Promise<Conversation>;
  /**
   * Starts a conversation with its first messages and tags in one storage step: the same
   * record and aggregates as create then appendMessages, and the same conflict as create.
   */
  createWithMessages(
    conversation: NewConversation,
    messages: ConversationMessage[],
    tags?: string[],
  ): Promise<Conversation>;
  /** Appends one message and updates counts and aggregates; null when the id is unknown. */
  appendMessage(id: string, message: ConversationMessage): Promise<Conversation | null>;
  /**
   * Appends messages in order (none: only the tags) and merges `tags` (deduplicated), as
   * appendMessage would, in one storage step (a question and its answer); null (nothing
   * written) when the id is unknown.
   */
  appendMessages(
    id: string,
    messages: ConversationMessage[],
    tags?: string[],
  ): Promise<Conversation | null>;
  /**
   * appendMessages without reading the record back: true when written, false (nothing written)
   * when the id is unknown. For a caller that only needs to know the conversation is still
   * there (a chat exchange): on Redis the record is eight more values to reply with and decode.
   */
  addMessages(id: string, messages: ConversationMessage[], tags?: string[]): Promise<boolean>;
  /**
   * A message's whole storage in one step, for a caller holding the state the `kv` entry
   * `held.key` keeps as `held.json` (its text as kv.set stored it): only when the entry is still
   * exactly that text and every hit is within its limit with this one counted are the hits
   * counted (returned in the order given), the entry's expiry renewed to `held.ttlMs` and the
   * messages and tags added as addMessages adds them. Otherwise nothing is written, and the
   * reason comes back: the entry changed (or is absent or expired), a hit over its limit, or
   * the conversation gone. When several apply, which one comes back differs by back end (Redis
   * reports a conversation it finds gone before reading the entry): callers treat them alike.
   */
  addMessagesIfHeld(
    id: string,
    messages: ConversationMessage[],
    tags: string[],
    held: HeldEntry,
    hits: CountedHit[],
  ): Promise<HeldWrite>;
  /**
   * A keyed exchange (an agent's session, a person) in one storage step: the messages and tags
   * are appended to the conversation whose id the `kv` entry `key` holds (a JSON string, as
   * `kv.set` stores an id), and that entry's expiry renewed to `ttlMs`; when the entry is
   * absent or expired, or its conversation is gone or of another environment or source,
   * `conversation` is started with them instead (as createWithMessages) and the entry set to
   * its id. Concurrent calls with one key write one conversation. Returns the id written to;
   * a taken `conversation.id` throws AppError("conflict") and changes nothing.
   */
  appendKeyed(
    key: string,
    ttlMs: number,
    conversation: NewConversation,
    messages: ConversationMessage[],
    tags?: string[],
  ): Promise<string>;
  /**
   * An agent's exchange and its rate-limit hits in one storage step: the hits are counted, and
   * only when every one is within its `limit` with this one counted is the exchange written, as
   * appendKeyed writes it under `key` (or, with `key` null, as createWithMessages starts
   * `conversation` with it); the id written to and the hits (in the order given) come back.
   * Otherwise nothing is written and no hit counted: `limited` (a hit over its limit) or
   * `conflict` (the new id taken) comes back.
   */
  appendKeyedCounted(
    key: string | null,
    ttlMs: number,
    conversation: NewConversation,
    messages: ConversationMessage[],
    tags: string[],
    hits: CountedHit[],
  ): Promise<KeyedCountedWrite>;
  /** Links the lead captured in this conversation. */
  setLead(id: string, leadId: string): Promise<void>;
  get(id: string): Promise<Conversation | null>;
  /** Oldest first; the last `limit` when given. */
  messages(id: string, limit?: number): Promise<ConversationMessage[]>;
  /** Newest first. */
  list(filter: ConversationFilter): Promise<Conversation[]>;

  // Analytics reads: served from the aggregates the writes keep, never from a scan.
  /** Non-zero per-day counters in scope, one row per day and source (environments summed). */
  dailyCounts(scope: AnalyticsScope): Promise<DailyCountRow[]>;
  /** Most asked questions in scope, grouped by `normalizeQuestion`; most frequent first. */
  popularQuestions(scope: AnalyticsScope, limit: number): Promise<QuestionCount[]>;
  /** Questions per UTC hour (`YYYY-MM-DDTHH`) in scope; non-zero hours only. */
  hourlyQuestions(scope: AnalyticsScope): Promise<HourlyCount[]>;
  /** Questions per topic (see `questionTopics`) in scope. */
  topicCounts(scope: AnalyticsScope): Promise<Record<string, number>>;
  /** Deletes conversations, messages and aggregates of one environment (both when omitted). */
  clear(environment?: AppEnvironment): Promise<number>;
}

/** Which aggregates to read: inclusive UTC days, one environment/source or all. */
export interface AnalyticsScope {
  environment?: AppEnvironment;
  source?: ConversationSource;
  /** `YYYY-MM-DD`, inclusive. */
  fromDay: string;
  toDay: string;
}

export interface DailyCountRow {
  day: string;
  source: ConversationSource;
  /** Conversations started that day. */
  conversations: number;
  /** Visitor or agent messages sent that day. */
  questions: number;
  /** All messages that day. */
  messages: number;
}

export interface QuestionCount {
  question: string;
  count: number;
}

export interface HourlyCount {
  hour: string;
  questions: number;
}

/** What a new booking is stored with: its lead and the emails about it (owner's, booker's). */
export interface NewBookingLead {
  lead: Lead;
  outbox: OutboxMessage[];
}

/** Consultation bookings. At most one confirmed booking per slot start and environment. */
export interface BookingRepository {
  /**
   * Stores a confirmed booking unless its slot is already taken (then null), and with it, in
   * the same atomic write, its lead (the booking is returned linked to it) and their emails:
   * all of them or none, so a failed write holds no slot and a stored booking lacks nothing.
   */
  create(booking: Booking, also?: NewBookingLead): Promise<Booking | null>;
  get(id: string): Promise<Booking | null>;
  /** Confirmed bookings of one environment starting in [from, to), by start time. */
  listConfirmed(environment: AppEnvironment, from: string, to: string): Promise<Booking[]>;
  /**
   * Start times (epoch ms) of the confirmed bookings starting in [from, to), read without
   * decoding the bookings: a booking whose stored JSON is unreadable still holds its slot.
   */
  takenStarts(environment: AppEnvironment, from: string, to: string): Promise<number[]>;
  /**
   * Marks it cancelled and frees its slot; null when unknown, unchanged when already cancelled.
   * `outbox` (the emails about the cancellation) is queued in the same write, only when this
   * call is the one that cancels.
   */
  cancel(id: string, at: string, outbox?: OutboxMessage[]): Promise<Booking | null>;
  /**
   * Moves a confirmed booking to [start, end), atomically: the new slot is taken before the
   * old one is freed. Null when the new slot is taken (the booking stays as it was) or when
   * the booking is unknown or cancelled.
   */
  reschedule(
    id: string,
    start: string,
    end: string,
    at: string,
    /** The emails about the move (given the moved booking), queued in the same write. */
    outbox?: (moved: Booking) => OutboxMessage[],
  ): Promise<Booking | null>;
}

/**
 * Emails waiting for, or done with, delivery. Messages are queued together with the record
 * they tell about (see LeadRepository.create) or on their own; a worker claims due ones.
 */
export interface OutboxRepository {
  enqueue(messages: OutboxMessage[]): Promise<void>;
  get(id: string): Promise<OutboxMessage | null>;
  /**
   * Atomically claims up to `limit` messages due at `now` (queued ones, or sending ones whose
   * claim lapsed): they become `sending` with one more attempt and `dueAt = now + leaseMs`.
   * Two processes never get the same message from one call each.
   */
  claimDue(now: number, leaseMs: number, limit: number): Promise<OutboxMessage[]>;
  markSent(id: string, at: string): Promise<void>;
  /** Records a failed attempt: queued again at `retryAt`, or `failed` when it is null. */
  markFailed(id: string, error: string, at: string, retryAt: number | null): Promise<void>;
  /**
   * Queues a failed (or queued) message for an attempt at `now`, with a fresh set of attempts
   * (0, `retriedAt` = `at`); null when unknown or sent.
   */
  retry(id: string, now: number, at: string): Promise<OutboxMessage | null>;
  /** Newest first. */
  list(limit: number): Promise<OutboxMessage[]>;
  /** Messages per status. */
  counts(): Promise<Record<OutboxMessage["status"], number>>;
  /** Deletes sent messages created before `before` (ISO); returns how many. */
  pruneSent(before: string): Promise<number>;
  /**
   * How many stored entries could not be read as messages and were set aside, in all (Redis's
   * new lead notices' list, `outbox:bad`); absent where a store cannot hold such an entry.
   */
  setAside?(): Promise<number>;
}

export interface AdminUserRecord {
  id: string;
  email: string;
  name: string;
  role: "admin";
  passwordHash: string;
  createdAt: string;
  updatedAt: string;
}

export interface UserRepository {
  /** Creates the admin or replaces name and password of the one with that email. */
  upsert(user: { email: string; name: string; passwordHash: string }): Promise<AdminUserRecord>;
  getByEmail(email: string): Promise<AdminUserRecord | null>;
  getById(id: string): Promise<AdminUserRecord | null>;
  count(): Promise<number>;
}

export interface AuthSession {
  id: string;
  userId: string;
  expiresAt: number;
}

/** Server-side record of issued admin tokens: a token is valid only while its session is. */
export interface AuthSessionRepository {
  create(session: AuthSession): Promise<void>;
  /** Null when unknown, revoked or expired. */
  get(id: string): Promise<AuthSession | null>;
  revoke(id: string): Promise<void>;
}

/** A hit on `key`'s fixed window, counted with a write that happens only within `limit`. */
export interface CountedHit {
  key: string;
  windowMs: number;
  limit: number;
}

/** A `kv` entry as its caller last read or wrote it (see addMessagesIfHeld). */
export interface HeldEntry {
  key: string;
  json: string;
  ttlMs: number;
}

/** What addMessagesIfHeld did: written with the hits counted, or nothing and why. */
export type HeldWrite =
  | { written: true; hits: RateLimitHit[] }
  | { written: false; why: "changed" | "limited" | "gone" };

/**
 * What appendKeyedCounted did: written (where, and the hits counted), or nothing and why. The
 * hits counted but the exchange not recorded (its writes failed and were undone): id null and
 * the failure, as recordAgentExchange's own failures are logged, not answered.
 */
export type KeyedCountedWrite =
  | { written: true; id: string; hits: RateLimitHit[] }
  | { written: true; id: null; hits: RateLimitHit[]; error: string }
  | { written: false; why: "limited" | "conflict" };

export interface RateLimitHit {
  count: number;
  /** Epoch ms when the window resets. */
  resetAt: number;
}

/** Fixed-window counters shared by every server process. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  /**
   * Counts the hits in the order given, in one storage step (one transaction on SQLite, one
   * script on Redis), stopping after the first that is over its `limit`: a limit a request
   * meets later is not spent by one an earlier limit refuses. One result per hit counted.
   */
  hitInOrder(hits: CountedHit[]): Promise<RateLimitHit[]>;
  /** The count in the current window without adding to it; null when none is open. */
  peek(key: string): Promise<RateLimitHit | null>;
  reset(key: string): Promise<void>;
}

export type { KeyValueStore };

/** Blog posts of the local content service (the `@repo/content` store it is handed). */
export type PostRepository = PostStore;

export interface Storage {
  readonly type: StorageType;
  readonly leads: LeadRepository;
  readonly bookings: BookingRepository;
  readonly outbox: OutboxRepository;
  readonly conversations: ConversationRepository;
  readonly users: UserRepository;
  readonly authSessions: AuthSessionRepository;
  readonly rateLimits: RateLimitStore;
  readonly kv: KeyValueStore;
  readonly posts: PostRepository;
  /** Throws StoreUnavailableError when the back end cannot be reached. */
  ping(): Promise<void>;
  /** Whether acknowledged writes survive a restart of the back end (Redis reports it). */
  persistence?(): Promise<Persistence>;
  close(): Promise<void>;
}

export interface Persistence {
  /** false: a restart of the store loses everything; null: the store would not say. */
  durable: boolean | null;
  /** One line for logs and system info, e.g. "AOF (appendfsync everysec)". */
  detail: string;
}
