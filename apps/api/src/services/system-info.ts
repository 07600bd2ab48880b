import type { SystemInfo } from "@repo/schemas";
import type { Deps } from "../context";

/** Which parts this server runs on: storage, environment, and each optional component. */
export const systemInfo = (deps: Pick<Deps, "storage" | "env" | "components">): SystemInfo => ({
  storageType: deps.storage.type,
  environment: deps.env.APP_ENV,
  components: deps.components,
});
