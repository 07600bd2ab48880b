import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

describe("environment", () => {
  it("has working defaults for everything", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      APP_ENV: "development",
      BUSINESS_TIMEZONE: "America/Denver",
    });
    expect(env.DATA_DIR).toMatch(/\/data$/);
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.OPENAI_API_KEY).toBeUndefined();
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ REDIS_URL: "", OPENAI_API_KEY: " " })).toMatchObject({
      REDIS_URL: undefined,
      OPENAI_API_KEY: undefined,
    });
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ APP_ENV: "staging" }, "APP_ENV"],
    [{ REDIS_URL: "not a url" }, "REDIS_URL"],
    [{ APP_ENV: "production" }, "JWT_SECRET"],
    [{ ADMIN_EMAIL: "boss@example.com" }, "ADMIN_PASSWORD"],
    [{ ADMIN_EMAIL: "boss@example.com", ADMIN_PASSWORD: "short" }, "ADMIN_PASSWORD"],
    [{ SITE_EMAIL: "nope" }, "SITE_EMAIL"],
    [{ SMTP_URL: "http://mail.example.com" }, "SMTP_URL"],
    [{ OWNER_EMAIL: "owner at example" }, "OWNER_EMAIL"],
    [{ CALENDAR_BUSY_ICS_URL: "calendar.ics" }, "CALENDAR_BUSY_ICS_URL"],
    [{ MAIL_POLL_MS: "0" }, "MAIL_POLL_MS"],
  ])("stops with a message naming the variable for %j", (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`\\b${name}\\b`));
  });
});
