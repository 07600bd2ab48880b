/** Shared pieces of the admin journeys: one server, browser and page per file, and signing in. */
import { afterAll, beforeAll } from "vitest";
import { type Browser, launchBrowser, openPage, type Page, type TrackedPage } from "./browser";
import { E2E_ADMIN, type RunningServer, startServer } from "./server";

export interface AdminJourney {
  server: RunningServer;
  browser: Browser & { cleanup(): Promise<void> };
  /** The one page the file's tests share (they run in order and build on each other). */
  tracked: TrackedPage;
}

/**
 * Starts the real server, Chromium and one tracked page before the file's tests and closes
 * them after; the fields are set once `beforeAll` has run.
 */
export function adminJourney(
  pageOptions: Parameters<Browser["newContext"]>[0] = {},
  serverEnv: Record<string, string> = {},
): AdminJourney {
  const journey = {} as AdminJourney;
  beforeAll(async () => {
    journey.server = await startServer(serverEnv);
    journey.browser = await launchBrowser();
    journey.tracked = await openPage(journey.browser, pageOptions);
  });
  afterAll(async () => {
    await journey.tracked?.context.close();
    await journey.browser?.cleanup();
    await journey.server?.stop();
  });
  return journey;
}

/** Fills the admin login form with the e2e admin's email (and `password`) and submits it. */
export async function submitAdminLogin(
  page: Page,
  password: string = E2E_ADMIN.password,
): Promise<void> {
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
}

/** The leads as the API lists them to the e2e admin (logged in over the API, not the page). */
export async function adminLeadsFromApi(
  server: RunningServer,
): Promise<{ email: string; type: string; source: string }[]> {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(E2E_ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${server.url}/api/leads`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { email: string; type: string; source: string }[] }).data;
}
