import type { TestProject } from "vitest/node";
import { startRedisServer } from "./redis-server";

declare module "vitest" {
  export interface ProvidedContext {
    redisUrl: string;
  }
}

/** One Redis for the whole run: REDIS_URL when given, else a redis-server we start and stop. */
export default async function setup(project: TestProject) {
  if (process.env.REDIS_URL) {
    project.provide("redisUrl", process.env.REDIS_URL);
    return;
  }
  const redis = await startRedisServer();
  project.provide("redisUrl", redis.url);
  return () => redis.stop();
}
