import { Hono } from "hono";
import { AppRouter } from "./app-router";
import type { AppEnv, Deps } from "./context";
import { AppError } from "./lib/errors";
import { PageLane } from "./lib/page-lane";
import { bodyLimitByLength } from "./middleware/body-limit";
import { apiNotFound, onError } from "./middleware/error-handler";
import { requestFrame } from "./middleware/request-frame";
import { adminAnalyticsRoutes } from "./routes/admin-analytics";
import { adminBlogRoutes } from "./routes/admin-blogs";
import { adminSettingsRoutes } from "./routes/admin-settings";
import { authRoutes } from "./routes/auth";
import { publicBlogRoutes } from "./routes/blog";
import { blogAgentRoutes } from "./routes/blog-agent";
import { calendarRoutes } from "./routes/calendar";
import { chatRoutes } from "./routes/chat";
import { healthRoutes } from "./routes/health";
import { leadRoutes } from "./routes/leads";
import { nlwebRoutes, wellKnownRoutes } from "./routes/nlweb";
import { renderSeoShell, seoRoutes } from "./routes/seo";
import { widgetRoutes } from "./routes/widget";
import { spaRoutes } from "./static";

/** Default cap on request bodies; routes that need more set their own. */
export const MAX_BODY_BYTES = 64 * 1024;

/** The REST API, mounted under /api. */
const api = new Hono<AppEnv>()
  .use(
    bodyLimitByLength({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new AppError(
          "payload_too_large",
          `Request body is larger than ${MAX_BODY_BYTES / 1024} KB`,
        );
      },
    }),
  )
  .route("/health", healthRoutes)
  .route("/auth", authRoutes)
  .route("/leads", leadRoutes)
  .route("/blog", publicBlogRoutes)
  .route("/admin/blogs", adminBlogRoutes)
  .route("/admin/blog-agent", blogAgentRoutes)
  .route("/admin/settings", adminSettingsRoutes)
  .route("/calendar", calendarRoutes)
  .route("/chat", chatRoutes)
  .route("/admin", adminAnalyticsRoutes)
  .route("/nlweb", nlwebRoutes)
  .notFound(apiNotFound);

export type AppType = typeof api;

/** The whole server: API, then the SPA for everything else. */
export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>({ router: new AppRouter() });
  app.use(requestFrame(deps));
  app.onError(onError);
  app.route("/api", api);
  app.all("/api/*", apiNotFound);
  app.route("/.well-known", wellKnownRoutes);
  app.route("/", widgetRoutes);
  app.route("/", seoRoutes);
  const pageLane = new PageLane();
  app.route("/", spaRoutes(deps.env.WEB_DIST, renderSeoShell, pageLane));
  return Object.assign(app, { pageLane });
}
