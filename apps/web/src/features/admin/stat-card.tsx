import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/**
 * One figure on an admin page's stat row: the label, the value ("—" until it is known) under
 * `data-testid="stat-<label>"`, an optional icon, and an optional line below (e.g. the change).
 */
export function StatCard({
  label,
  value,
  icon: Icon,
  children,
}: {
  label: string;
  value: ReactNode | undefined;
  icon?: LucideIcon;
  children?: ReactNode;
}) {
  return (
    <Card className="gap-2 py-4">
      <CardHeader className={cn("px-4", Icon && "flex flex-row items-center justify-between")}>
        <CardTitle className="text-sm font-medium text-muted-foreground">{label}</CardTitle>
        {Icon && <Icon className="size-4 text-muted-foreground" aria-hidden />}
      </CardHeader>
      <CardContent className="px-4">
        <div className="text-2xl font-semibold" data-testid={`stat-${label}`}>
          {value ?? "—"}
        </div>
        {children}
      </CardContent>
    </Card>
  );
}

/** The row of four stat cards at the top of an admin page. */
export function StatRow({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">{children}</div>;
}
