/** Standalone entry: `<script src="https://SITE/widget.js" async></script>` on any site. */
import { createRoot } from "react-dom/client";
import { ChatWidget } from "./ChatWidget";

function serverOrigin(): string {
  const script =
    (document.currentScript as HTMLScriptElement | null) ??
    Array.from(document.querySelectorAll<HTMLScriptElement>("script[src]")).find((s) =>
      /\/widget\.js(\?|$)/.test(s.src),
    );
  return script?.src ? new URL(script.src).origin : window.location.origin;
}

function mount() {
  if (document.querySelector("[data-chat-widget-host]")) return;
  const host = document.createElement("div");
  host.setAttribute("data-chat-widget-host", "");
  document.body.appendChild(host);
  createRoot(host).render(<ChatWidget apiBase={serverOrigin()} />);
}

const origin = serverOrigin();
// document.currentScript is only set while the script runs, so read it before waiting.
if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", () => {
    if (!document.querySelector("[data-chat-widget-host]")) {
      const host = document.createElement("div");
      host.setAttribute("data-chat-widget-host", "");
      document.body.appendChild(host);
      createRoot(host).render(<ChatWidget apiBase={origin} />);
    }
  });
} else {
  mount();
}
