import { useRouterState } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useBrand } from "@/lib/brand";
import { usePageMeta } from "@/lib/page-meta";
import { ChatMount } from "./chat-mount";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Header, main landmark, footer and chat shared by every public page (SPEC §2.2). */
export function PublicLayout({ children }: { children: ReactNode }) {
  const brand = useBrand();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  usePageMeta(pathname, brand);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="bg-primary text-primary-foreground sr-only z-50 rounded-md px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
        {children}
      </main>
      <SiteFooter />
      <ChatMount />
    </div>
  );
}
