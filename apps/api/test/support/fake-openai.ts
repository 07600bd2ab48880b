/** A small OpenAI-compatible server on 127.0.0.1 for tests: /v1/chat/completions, plain and streaming. */

/**
 * answer: 200 with `reply`; slow: answers after 3 s (longer than the callers' deadlines);
 * error: 500 on every call; empty: 200 with an empty message.
 */
export type FakeOpenAiMode = "answer" | "slow" | "error" | "empty";

export type FakeOpenAiRequest = Record<string, unknown>;

export interface FakeOpenAi {
  state: {
    mode: FakeOpenAiMode;
    /** The assistant message content: a text, or one chosen per request. Empty means the default. */
    reply: string | ((request: FakeOpenAiRequest) => string);
    /** Every request body received, in order. */
    requests: FakeOpenAiRequest[];
    /** How long to wait before answering a request (ms); at once when absent. */
    delay?: (request: FakeOpenAiRequest) => number;
  };
  /** The base URL to give the openai SDK (`OPENAI_BASE_URL`). */
  url: string;
  /** Sets mode "answer", clears the reply and the recorded requests. */
  reset(): void;
  stop(): void;
}

/** The name of the structured-output schema a request asked for (`zodResponseFormat(schema, name)`). */
export function responseFormatName(request: FakeOpenAiRequest | undefined): string | undefined {
  const format = request?.response_format as { json_schema?: { name?: string } } | undefined;
  return format?.json_schema?.name;
}

/** A model that does what the visitor asks: it repeats their last message, markdown and all. */
export function repeatVisitor(request: FakeOpenAiRequest): string {
  const messages = (request.messages ?? []) as { role: string; content: unknown }[];
  const last = messages.filter((m) => m.role === "user").at(-1);
  return `Sure! ${typeof last?.content === "string" ? last.content : ""}`;
}

export function startFakeOpenAi({
  defaultReply = "OK",
}: {
  defaultReply?: string;
} = {}): FakeOpenAi {
  const state: FakeOpenAi["state"] = { mode: "answer", reply: "", requests: [] };
  const pending = new Set<() => void>();
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(req) {
      const url = new URL(req.url);
      if (req.method !== "POST" || url.pathname !== "/v1/chat/completions") {
        return new Response("not found", { status: 404 });
      }
      const body = (await req.json()) as FakeOpenAiRequest;
      state.requests.push(body);
      const wait = state.delay?.(body) ?? 0;
      if (wait > 0) await Bun.sleep(wait);
      if (state.mode === "error")
        return Response.json({ error: { message: "boom" } }, { status: 500 });
      if (state.mode === "slow") {
        // Released when the server stops.
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, 3000);
          pending.add(() => {
            clearTimeout(t);
            resolve();
          });
        });
      }
      const chosen = typeof state.reply === "function" ? state.reply(body) : state.reply;
      const content = state.mode === "empty" ? "" : chosen || defaultReply;
      if (body.stream) {
        const words = content.match(/\S+\s*/g) ?? [];
        const chunks = words.map((w, i) => ({
          id: "c1",
          object: "chat.completion.chunk",
          created: 1,
          model: "test-model",
          choices: [
            {
              index: 0,
              delta: i === 0 ? { role: "assistant", content: w } : { content: w },
              finish_reason: null,
            },
          ],
        }));
        const sse = `${[
          ...chunks,
          {
            id: "c1",
            object: "chat.completion.chunk",
            created: 1,
            model: "test-model",
            choices: [{ index: 0, delta: {}, finish_reason: "stop" }],
          },
        ]
          .map((c) => `data: ${JSON.stringify(c)}\n\n`)
          .join("")}data: [DONE]\n\n`;
        return new Response(sse, { headers: { "content-type": "text/event-stream" } });
      }
      return Response.json({
        id: "c1",
        object: "chat.completion",
        created: 1,
        model: "test-model",
        choices: [
          {
            index: 0,
            message: { role: "assistant", content, refusal: null },
            finish_reason: "stop",
          },
        ],
        usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
      });
    },
  });
  return {
    state,
    url: `http://127.0.0.1:${server.port}/v1`,
    reset() {
      state.mode = "answer";
      state.reply = "";
      state.requests.length = 0;
      state.delay = undefined;
    },
    stop() {
      for (const release of pending) release();
      server.stop(true);
    },
  };
}
