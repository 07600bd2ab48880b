/** A real SMTP receiver on 127.0.0.1 (the `smtp-server` package), read back with `mailparser`. */
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { freePort, waitFor } from "./ports";

export interface ReceivedMail {
  /** Envelope recipients. */
  to: string[];
  parsed: ParsedMail;
  /** The `text/calendar` part, when the message carried an invitation. */
  calendar?: { method?: string; content: string };
}

export interface SmtpReceiver {
  url: string;
  received: ReceivedMail[];
  /** Stops listening (an outage); `start` listens on the same port again. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Polls until `count` messages matching `filter` arrived (bounded), and returns them. */
  waitFor(
    count: number,
    filter?: (m: ReceivedMail) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedMail[]>;
}

const calendarPart = (mail: ParsedMail): ReceivedMail["calendar"] => {
  const part = mail.attachments.find((a) => a.contentType === "text/calendar");
  if (!part) return undefined;
  const method = /method=([A-Z]+)/i.exec(String(part.headers.get("content-type") ?? ""))?.[1];
  return {
    method: (part as { method?: string }).method ?? method,
    content: part.content.toString("utf8"),
  };
};

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;

  const start = async () => {
    if (server) return; // already listening
    const s = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              parsed,
              calendar: calendarPart(parsed),
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      s.once("error", reject);
      s.listen(port, "127.0.0.1", () => resolve());
    });
    server = s;
  };
  await start();

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    start,
    async stop() {
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    async waitFor(count, filter = () => true, timeoutMs = 10_000) {
      await waitFor(
        async () => received.filter(filter).length >= count,
        timeoutMs,
        `${count} mail(s)`,
      );
      return received.filter(filter);
    },
  };
}
