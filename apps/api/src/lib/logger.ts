import pino from "pino";
import { turnBuffered } from "./turn-buffered";

export type Logger = pino.Logger;

/** Loggers made by `createLogger`, whose lines `logRequest` may serialise itself. */
const plain = new WeakSet<Logger>();

/** The one stdout of the process's loggers, written once per event-loop turn (see turn-buffered.ts). */
let stdout: ReturnType<typeof turnBuffered> | undefined;
const bufferedStdout = () => {
  if (!stdout) {
    const sink = turnBuffered(process.stdout);
    // What the last turn logged is written before the process ends (a shutdown, a fatal error).
    process.on("exit", () => sink.flushSync(process.stdout.fd ?? 1));
    stdout = sink;
  }
  return stdout;
};

/** Structured JSON logs on stdout, written once per event-loop turn (or to `destination`). */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options = { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  const logger = pino(options, destination ?? bufferedStdout());
  plain.add(logger);
  return logger;
}

/** The fields of an API request's log line. */
export interface RequestLine {
  requestId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
}

type Stream = { write(line: string): unknown };

/**
 * Logs one API request at info, exactly as `logger.info(line)` would with `createLogger`'s
 * settings (no base fields, ISO time), but serialised here and written to the logger's own
 * stream: pino's general serialiser costs a few µs a line, and every API request pays it.
 * Any other logger (a child, a test's) gets `logger.info`.
 */
export function logRequest(logger: Logger, line: RequestLine): void {
  if (!plain.has(logger)) {
    logger.info(line);
    return;
  }
  if (!logger.isLevelEnabled("info")) return;
  const stream = (logger as unknown as Record<symbol, Stream>)[pino.symbols.streamSym];
  stream?.write(
    `{"level":30,"time":"${new Date().toISOString()}","requestId":${JSON.stringify(line.requestId)},"method":${JSON.stringify(line.method)},"path":${JSON.stringify(line.path)},"status":${line.status},"ms":${line.ms}}\n`,
  );
}
