import type { Deps } from "../context";
import { startMailWorker } from "./mail/worker";

/**
 * What runs beside the server: the mail worker (with SMTP_URL) and the busy calendar's
 * refresh (with CALENDAR_BUSY_ICS_URL). Stopped on shutdown.
 */
export function startBackgroundWork(deps: Deps) {
  const mail = startMailWorker(deps);
  const calendar = deps.busyCalendar?.start();
  return {
    async stop() {
      calendar?.stop();
      await mail?.stop();
    },
  };
}
