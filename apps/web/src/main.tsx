import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "@/app";
import { readBrand } from "@/lib/brand";
import { rememberEarlyOpenChat } from "@/lib/open-chat";
import { readPageData } from "@/lib/page-data";
import { createAppRouter } from "@/router";
import { routeTree } from "./routeTree.public.gen";
import "./styles.css";

// Before the router reads the address: it may hold a click made before any script ran.
rememberEarlyOpenChat();

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("Missing #root element");

// Loaders read the data the server rendered with until the page has hydrated (lib/page-data.ts).
const prerendered = !!rootElement.firstElementChild;
const router = createAppRouter(routeTree, { pageData: readPageData(), hydrating: prerendered });
const app = <App router={router} brand={readBrand()} />;

if (prerendered) {
  // The server prerendered this page (apps/web/src/entry-server.tsx). Mark the router as
  // server-rendered (as TanStack's `hydrate()` does from its inline bootstrap script, which
  // the CSP would block) so it renders the server's Suspense boundaries, and resolve the
  // route and load its code first, so the first render is the markup already shown.
  router.ssr = { manifest: undefined };
  // Hydrating as a transition lets React yield to the browser every few milliseconds instead
  // of blocking the main thread for the whole page (Total Blocking Time).
  void router.load().then(() => startTransition(() => void hydrateRoot(rootElement, app)));
} else {
  // Vite's dev server sends the bare shell.
  createRoot(rootElement).render(app);
}
