import { describe, expect, it } from "vitest";
import { createLogger, logRequest, type RequestLine } from "./logger";

const capture = () => {
  const lines: string[] = [];
  return { lines, write: (line: string) => lines.push(line) };
};
const withoutTime = (line: string | undefined) =>
  (line ?? "").replace(/"time":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z"/, '"time":"T"');

const requests: RequestLine[] = [
  {
    requestId: "0196b6a0-1234-7abc-8def-0123456789ab",
    method: "POST",
    path: "/api/leads",
    status: 201,
    ms: 1.3,
  },
  { requestId: "a=b-c_d", method: "GET", path: '/api/x"y\\z/ünï/\u0001', status: 404, ms: 0 },
  { requestId: "r", method: "DELETE", path: "/api/chat/s/1", status: 503, ms: 1234.5 },
];

describe("an API request's log line", () => {
  it("is the line logger.info writes, with its ISO time", () => {
    const fast = capture();
    const general = capture();
    for (const line of requests) {
      logRequest(createLogger("info", fast), line);
      createLogger("info", general).info(line);
    }
    expect(fast.lines).toHaveLength(requests.length);
    expect(fast.lines.map(withoutTime)).toEqual(general.lines.map(withoutTime));
    for (const line of fast.lines) {
      expect(line).toMatch(/^\{"level":30,"time":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z",/);
      expect(JSON.parse(line)).toMatchObject({ level: 30 });
    }
  });

  it("follows the logger's level, and leaves other loggers to logger.info", () => {
    const quiet = capture();
    logRequest(createLogger("warn", quiet), requests[0] as RequestLine);
    expect(quiet.lines).toEqual([]);
    const child = capture();
    logRequest(createLogger("info", child).child({ component: "api" }), requests[0] as RequestLine);
    expect(JSON.parse(child.lines[0] ?? "{}")).toMatchObject({ component: "api", status: 201 });
  });
});
