/**
 * The server renderer's thread (see render-thread.ts): imports the web app's server renderer
 * on its first job and renders the pages it is sent, so React's server code and what rendering
 * leaves behind live in this thread's heap, which is given back when the thread ends.
 */
import type { PageStylesheets } from "./critical-css";
import type { ServerRenderer } from "./prerender";
import type { RenderJob, RenderReply } from "./render-thread";

declare const self: Worker;

let renderer: Promise<ServerRenderer> | undefined;
let loadFailed = false;

self.onmessage = async (event: MessageEvent<RenderJob>) => {
  const { id, file, path, brand, pageData, stylesheets } = event.data;
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
    postMessage({
      id,
      html: page.html,
      ...(stylesheets && page.html ? await criticalCssOf(page.html, stylesheets) : {}),
    } satisfies RenderReply);
  } catch (error) {
    postMessage({
      id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    } satisfies RenderReply);
  }
};

/** The markup's critical CSS, or why it could not be had (the page then keeps the whole CSS). */
async function criticalCssOf(html: string, stylesheets: PageStylesheets) {
  try {
    // Imported on the first page that asks: the parsers load into this thread only.
    const { criticalCss } = await import("./critical-css");
    return { criticalCss: await criticalCss(html, stylesheets) };
  } catch (error) {
    return { criticalCssError: error instanceof Error ? error.message : String(error) };
  }
}
