import type { Deps } from "../context";
import { runMorningDigest } from "./mail/digest";
import { startMailWorker } from "./mail/worker";

/** How often the morning digest checks whether business hours have begun. */
const DIGEST_CHECK_MS = 60_000;

/**
 * What runs beside the server: the mail worker (with SMTP_URL), the morning digest's check
 * and the busy calendar's refresh (with CALENDAR_BUSY_ICS_URL). Stopped on shutdown.
 */
export function startBackgroundWork(deps: Deps) {
  const mail = startMailWorker(deps);
  const calendar = deps.busyCalendar?.start();
  const digest = () =>
    runMorningDigest(deps).catch((error) =>
      deps.logger.warn({ err: String(error) }, "morning digest failed; next check in a minute"),
    );
  void digest();
  const digestTimer = setInterval(digest, DIGEST_CHECK_MS);
  return {
    async stop() {
      clearInterval(digestTimer);
      calendar?.stop();
      await mail?.stop();
    },
  };
}
