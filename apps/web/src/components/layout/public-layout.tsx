import type { ReactNode } from "react";

/** Header, main landmark and footer shared by every public page. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}
