/**
 * The server renderer's thread (see render-thread.ts): imports the web app's server renderer
 * on its first job and renders the pages it is sent, so React's server code and what rendering
 * leaves behind live in this thread's heap, which is given back when the thread ends.
 */
import type { ServerRenderer } from "./prerender";
import type { RenderJob, RenderReply } from "./render-thread";

declare const self: Worker;

let renderer: Promise<ServerRenderer> | undefined;
let loadFailed = false;

self.onmessage = async (event: MessageEvent<RenderJob>) => {
  const { id, file, path, brand, pageData } = event.data;
  let loaded: ServerRenderer;
  try {
    renderer ??= import(file) as Promise<ServerRenderer>;
    loaded = await renderer;
  } catch (error) {
    // Said once: every later job gets the same answer without the error again.
    postMessage({
      id,
      unavailable: true,
      ...(loadFailed ? {} : { reason: String(error) }),
    } satisfies RenderReply);
    loadFailed = true;
    return;
  }
  try {
    const page = await loaded.renderPage(path, brand, pageData);
    postMessage({ id, html: page.html } satisfies RenderReply);
  } catch (error) {
    postMessage({
      id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    } satisfies RenderReply);
  }
};
