import { buildTestApp, type TestApp } from "../../../test/support/app";
import type { Deps } from "../../context";
import { EVAL_ENV, EVAL_NOW } from "./cases";

/** A real SQLite app with the scheduler evaluation's hours, and deps on its clock. */
export async function buildEvalApp(): Promise<{ t: TestApp; deps: Deps }> {
  const t = await buildTestApp("sqlite", EVAL_ENV);
  return { t, deps: { ...t.deps, clock: () => EVAL_NOW } };
}
