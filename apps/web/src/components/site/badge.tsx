/**
 * The public site's badge: the classes of ui/badge joined with `cx` (no tailwind-merge), its
 * padding left to the caller (public badges use `px-3 py-1`); extra classes must not conflict.
 */
import type { ComponentProps } from "react";
import { cx } from "@/lib/cx";

const base =
  "inline-flex items-center justify-center rounded-md border text-xs font-medium w-fit whitespace-nowrap shrink-0 [&>svg]:size-3 gap-1 [&>svg]:pointer-events-none focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px] aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40 aria-invalid:border-destructive transition-[color,box-shadow] overflow-hidden";

const variants = {
  default: "border-transparent bg-primary text-primary-foreground [a&]:hover:bg-primary/90",
  secondary: "border-transparent bg-secondary text-secondary-foreground [a&]:hover:bg-secondary/90",
};

export function Badge({
  variant = "default",
  className,
  ...props
}: ComponentProps<"span"> & { variant?: keyof typeof variants; className: string }) {
  return <span data-slot="badge" className={cx(base, variants[variant], className)} {...props} />;
}
