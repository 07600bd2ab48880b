import { type ServerProcess, startServerProcess } from "../../apps/api/test/support/server-process";

export const E2E_ADMIN = { email: "owner@example.com", password: "correct horse battery" };

export type RunningServer = ServerProcess;

/**
 * Starts the real server (`apps/api/src/index.ts`, serving the built SPA from apps/web/dist)
 * on a free 127.0.0.1 port with a temp DATA_DIR and the e2e admin, and waits until it answers.
 */
export const startServer = (env: Record<string, string> = {}): Promise<RunningServer> =>
  startServerProcess({ ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password, ...env });
