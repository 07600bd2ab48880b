/**
 * The web app's server renderer on a thread of its own, started when a page is to be rendered
 * and ended once no page has been asked of it for `idleMs`. Imported into the server's own
 * thread, React's server code and what rendering left behind stayed for the life of the
 * process (~13 MB of RSS after the public pages were prerendered), though pages are rendered
 * only at start-up (the public pages) and when a blog page is first asked for or has changed;
 * the thread's memory is given back when it ends. A render that finds no thread running waits
 * for one to start and import the renderer (~0.1–0.2 s, once per burst of renders).
 */
import type { Brand } from "@repo/site-content";
import type { Logger } from "../lib/logger";
import type { PageData, ServerRenderer } from "./prerender";

/** One page to render, as the thread receives it. */
export interface RenderJob {
  id: number;
  /** The server renderer's module (`dist-ssr/entry-server.js`). */
  file: string;
  path: string;
  brand: Brand;
  pageData?: PageData;
}

/** The thread's answer: the markup, the render's error, or that the renderer did not load. */
export type RenderReply =
  | { id: number; html: string }
  | { id: number; error: string }
  | { id: number; unavailable: true; reason?: string };

/**
 * The thread failed, ended or hung while a page was being rendered: a passing failure, so the
 * page goes out unrendered this time and is not kept (the next request renders it again).
 */
export class RenderThreadFailed extends Error {}

/** How long the thread is kept after its last render: a burst of renders shares one thread. */
export const RENDER_THREAD_IDLE_MS = 5000;

/** A render not answered by then is given up (the page goes out unrendered) with its thread. */
export const RENDER_TIMEOUT_MS = 10_000;

export interface RenderThread extends ServerRenderer {
  /** Whether the thread is running now. */
  running(): boolean;
}

interface Waiting {
  resolve(html: string): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

export function renderThread(
  file: string,
  logger: Logger,
  idleMs = RENDER_THREAD_IDLE_MS,
  timeoutMs = RENDER_TIMEOUT_MS,
): RenderThread {
  let worker: Worker | undefined;
  let idle: ReturnType<typeof setTimeout> | undefined;
  let nextId = 0;
  const waiting = new Map<number, Waiting>();

  const end = (w: Worker) => {
    if (worker === w) worker = undefined;
    w.terminate();
  };
  const settle = (id: number): Waiting | undefined => {
    const job = waiting.get(id);
    if (!job) return undefined;
    waiting.delete(id);
    clearTimeout(job.timer);
    return job;
  };
  /**
   * The thread failed to start, died or hung: its renders fail as RenderThreadFailed (their
   * pages go out unrendered, and are rendered again when next asked for) and the next render
   * starts a new thread.
   */
  const fail = (w: Worker, why: string) => {
    if (worker !== w) return;
    logger.error({ err: why, file }, "the server renderer's thread failed");
    end(w);
    // Every render waiting was sent to this thread: a thread is replaced only once none waits.
    const error = new RenderThreadFailed(`the server renderer's thread failed: ${why}`);
    for (const id of [...waiting.keys()]) settle(id)?.reject(error);
  };
  const answer = (w: Worker, reply: RenderReply) => {
    const job = settle(reply.id);
    if (!job) return;
    if ("html" in reply) job.resolve(reply.html);
    else if ("error" in reply) job.reject(new Error(reply.error));
    else {
      // Without the renderer the shell goes out unrendered (the SPA renders it), as without a build.
      if (reply.reason)
        logger.error({ err: reply.reason, file }, "the server renderer failed to load");
      job.resolve("");
    }
    if (waiting.size === 0) {
      idle = setTimeout(() => end(w), idleMs);
      idle.unref();
    }
  };
  const start = () => {
    const w = new Worker(new URL("./render-worker.ts", import.meta.url), { smol: true });
    // It must not keep the process alive on its own.
    (w as Worker & { unref(): void }).unref();
    w.onmessage = (event: MessageEvent<RenderReply>) => answer(w, event.data);
    w.onerror = (event) => fail(w, event.message);
    // A thread that exits (rather than throws) sends no error: only its close says so.
    w.addEventListener("close", () => fail(w, "the thread ended"));
    return w;
  };

  return {
    renderPage(path, brand, pageData) {
      clearTimeout(idle);
      worker ??= start();
      const w = worker;
      const id = nextId++;
      return new Promise<{ html: string }>((resolve, reject) => {
        const timer = setTimeout(
          () => fail(w, `a render of ${path} took longer than ${timeoutMs} ms`),
          timeoutMs,
        );
        // Nor may a render waited for keep the process alive on its own.
        timer.unref();
        waiting.set(id, { resolve: (html) => resolve({ html }), reject, timer });
        w.postMessage({ id, file, path, brand, pageData } satisfies RenderJob);
      });
    },
    running: () => worker !== undefined,
  };
}
