import type { ReactNode } from "react";

/** Title band at the top of an inner public page. */
export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-blue-50 to-background">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 md:py-20">
        {eyebrow && (
          <p className="text-primary mb-3 text-sm font-semibold tracking-wide uppercase">
            {eyebrow}
          </p>
        )}
        <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {children && <div className="text-muted-foreground mt-6 text-lg">{children}</div>}
      </div>
    </div>
  );
}
