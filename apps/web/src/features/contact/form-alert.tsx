import { AlertCircle, CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import { cx } from "@/lib/cx";

/** Success or error box announced to screen readers when it appears. */
export function FormAlert({ kind, children }: { kind: "success" | "error"; children: ReactNode }) {
  const Icon = kind === "success" ? CheckCircle2 : AlertCircle;
  return (
    <div
      role={kind === "error" ? "alert" : "status"}
      className={cx(
        "flex items-start gap-3 rounded-lg border p-4 text-sm",
        kind === "success"
          ? "border-emerald-200 bg-emerald-50 text-emerald-900"
          : "border-red-200 bg-red-50 text-red-900",
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}
