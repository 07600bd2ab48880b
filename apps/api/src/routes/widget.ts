import { existsSync } from "node:fs";
import { Hono } from "hono";
import type { AppEnv } from "../context";
import { fileResponse } from "../lib/compress";

/**
 * `/widget.js`: the embeddable chat (one script tag on any site). Other pages load it
 * cross-origin, so it carries a permissive resource policy; the chat API itself checks origins.
 */
export const widgetRoutes = new Hono<AppEnv>().get("/widget.js", async (c) => {
  const file = c.var.deps.env.WIDGET_JS;
  if (!existsSync(file)) {
    return c.text("// The chat widget is not built yet: run `bun run build`.", 503, {
      "Content-Type": "application/javascript; charset=utf-8",
    });
  }
  return fileResponse(file, c.req.header("accept-encoding"), {
    "Cache-Control": "public, max-age=300",
    "Cross-Origin-Resource-Policy": "cross-origin",
    "Access-Control-Allow-Origin": "*",
  });
});
