/**
 * The owner's busy calendar (CALENDAR_BUSY_ICS_URL): fetched, parsed, and its busy intervals
 * for the booking horizon kept in storage (shared by every server process), refreshed every
 * CALENDAR_REFRESH_MS. When a fetch fails the last good copy stays in use and the failure is
 * logged and shown in system info and on the Settings page.
 */
import type { BusyCalendarStatus } from "@repo/schemas";
import { z } from "zod";
import type { BusyInterval, BusySource, Deps } from "../../context";
import { DAY_MS, HORIZON_DAYS } from "../slots";
import { readBusyTimes } from "./busy-ics";

const STATE_KEY = "calendar:busy";
const FETCH_TIMEOUT_MS = 10_000;
/** A calendar feed larger than this is refused rather than read into memory. */
const MAX_FEED_BYTES = 10 * 1024 * 1024;
/** How long a free-slot lookup waits for the very first fetch after start. */
const FIRST_FETCH_WAIT_MS = 3000;

/**
 * The copy kept in storage. One of another shape reads as none (no busy times, "never synced")
 * until the next refresh writes a good one.
 */
const busyStateSchema = z.object({
  lastSyncAt: z.string().optional(),
  lastAttemptAt: z.string().optional(),
  lastError: z.string().optional(),
  events: z.number(),
  intervals: z.array(z.object({ start: z.string(), end: z.string() })),
});

export interface BusyCalendar extends BusySource {
  /** Fetches the feed now; false when it failed (the last good copy is kept). */
  refresh(): Promise<boolean>;
  status(): Promise<BusyCalendarStatus>;
  /** Refreshes at once and then every CALENDAR_REFRESH_MS, until stopped. */
  start(): { stop(): void };
}

/** The body as text, or an error once it passes `max` bytes. */
async function readCapped(res: Response, max: number): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of res.body ?? []) {
    size += chunk.byteLength;
    if (size > max) throw new Error(`feed larger than ${max / 1024 / 1024} MB`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

type CalendarDeps = Pick<Deps, "env" | "storage" | "logger" | "clock" | "businessHours">;

/** The busy calendar of CALENDAR_BUSY_ICS_URL, or null when none is configured. */
export function createBusyCalendar(deps: CalendarDeps): BusyCalendar | null {
  const url = deps.env.CALENDAR_BUSY_ICS_URL;
  if (!url) return null;
  const source = new URL(url).host;
  const log = deps.logger.child({ component: "busy-calendar", source });
  const read = () => deps.storage.kv.read(STATE_KEY, busyStateSchema);
  let first: Promise<boolean> | null = null;

  const refresh = async (): Promise<boolean> => {
    const now = deps.clock();
    const previous = await read();
    try {
      const res = await fetch(url, {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        headers: { accept: "text/calendar" },
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const { events, intervals } = readBusyTimes(
        await readCapped(res, MAX_FEED_BYTES),
        new Date(now.getTime() - DAY_MS),
        new Date(now.getTime() + (HORIZON_DAYS + 1) * DAY_MS),
        deps.businessHours.timeZone,
      );
      const at = now.toISOString();
      await deps.storage.kv.set(STATE_KEY, {
        lastSyncAt: at,
        lastAttemptAt: at,
        events,
        intervals: intervals.map((i) => ({
          start: i.start.toISOString(),
          end: i.end.toISOString(),
        })),
      } satisfies z.input<typeof busyStateSchema>);
      log.info({ events, busyIntervals: intervals.length }, "busy calendar synced");
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const kept = previous ?? { events: 0, intervals: [] };
      await deps.storage.kv
        .set(STATE_KEY, { ...kept, lastAttemptAt: now.toISOString(), lastError: message })
        .catch(() => {});
      log.warn(
        { err: message, lastSyncAt: previous?.lastSyncAt ?? null },
        previous?.lastSyncAt
          ? "busy calendar fetch failed; keeping the last good copy"
          : "busy calendar fetch failed; no copy yet",
      );
      return false;
    }
  };

  return {
    async between(from: Date, to: Date): Promise<BusyInterval[]> {
      let state = await read();
      if (!state && first) {
        await Promise.race([first, Bun.sleep(FIRST_FETCH_WAIT_MS)]);
        state = await read();
      }
      const out: BusyInterval[] = [];
      for (const i of state?.intervals ?? []) {
        const start = new Date(i.start);
        const end = new Date(i.end);
        if (start < to && end > from) out.push({ start, end });
      }
      return out;
    },
    refresh,
    async status() {
      const state = await read();
      return {
        configured: true,
        source,
        events: state?.events ?? 0,
        busyIntervals: state?.intervals.length ?? 0,
        ...(state?.lastSyncAt ? { lastSyncAt: state.lastSyncAt } : {}),
        ...(state?.lastAttemptAt ? { lastAttemptAt: state.lastAttemptAt } : {}),
        ...(state?.lastError ? { lastError: state.lastError } : {}),
      };
    },
    start() {
      first = refresh();
      const timer = setInterval(() => void refresh(), deps.env.CALENDAR_REFRESH_MS);
      return { stop: () => clearInterval(timer) };
    },
  };
}
