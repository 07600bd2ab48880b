import type { BusyCalendarStatus, SystemInfo } from "@repo/schemas";
import type { Deps } from "../context";

/** The busy calendar's current state in one line, e.g. "cal.example: 12 events, synced …". */
function describeBusyCalendar(s: BusyCalendarStatus): string {
  const synced = s.lastSyncAt ? `${s.events} events, synced ${s.lastSyncAt}` : "not synced yet";
  return s.lastError
    ? `${s.source}: last fetch failed (${s.lastError}); ${s.lastSyncAt ? `using the copy synced ${s.lastSyncAt}` : "no copy yet"}`
    : `${s.source}: ${synced}`;
}

/** Which parts this server runs on: storage, environment, and each optional component. */
export async function systemInfo(
  deps: Pick<Deps, "storage" | "env" | "components" | "busyCalendar">,
): Promise<SystemInfo> {
  const calendar = await deps.busyCalendar?.status().catch(() => null);
  return {
    storageType: deps.storage.type,
    environment: deps.env.APP_ENV,
    components: {
      ...deps.components,
      ...(calendar ? { busyCalendar: describeBusyCalendar(calendar) } : {}),
    },
  };
}
