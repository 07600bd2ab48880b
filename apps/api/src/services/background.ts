import type { Deps } from "../context";
import { startMailWorker } from "./mail/worker";

/** What runs beside the server: the mail worker (with SMTP_URL). Stopped on shutdown. */
export function startBackgroundWork(deps: Deps) {
  const mail = startMailWorker(deps);
  return {
    async stop() {
      await mail?.stop();
    },
  };
}
