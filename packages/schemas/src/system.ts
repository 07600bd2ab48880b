import { z } from "zod";
import { appEnvironmentSchema, inputString, storageTypeSchema } from "./common";

/** `GET /api/leads/system-info`: which parts the server runs on. */
export const systemInfoSchema = z.object({
  storageType: storageTypeSchema,
  environment: appEnvironmentSchema,
  /** Other parts (assistant, content service, blog agent…) report themselves here. */
  components: z.record(inputString(), inputString()),
});
export type SystemInfo = z.infer<typeof systemInfoSchema>;
