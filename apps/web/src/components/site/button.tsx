/**
 * The public site's button: the classes of ui/button, joined with `cx` instead of merged
 * with tailwind-merge (kept for admin), so no two classes here conflict (the gap sits in the
 * sizes) and extra classes must not conflict with a variant's.
 * For a link styled as a button, put `buttonClass(...)` on the link itself.
 */
import type { ComponentProps } from "react";
import { cx } from "@/lib/cx";

const base =
  "inline-flex items-center justify-center whitespace-nowrap rounded-md text-sm font-medium transition-all disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg:not([class*='size-'])]:size-4 shrink-0 [&_svg]:shrink-0 outline-none focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px] aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40 aria-invalid:border-destructive";

const variants = {
  default: "bg-primary text-primary-foreground hover:bg-primary/90",
  outline:
    "border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground dark:bg-input/30 dark:border-input dark:hover:bg-input/50",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
  ghost: "hover:bg-accent hover:text-accent-foreground dark:hover:bg-accent/50",
};

const sizes = {
  default: "h-9 gap-2 px-4 py-2 has-[>svg]:px-3",
  sm: "h-8 gap-1.5 px-3 has-[>svg]:px-2.5",
  lg: "h-10 gap-2 px-6 has-[>svg]:px-4",
  /** lg at 44 px, beside a `look="tall"` input. */
  xl: "h-11 gap-2 px-6 has-[>svg]:px-4",
  icon: "size-9 gap-2",
};

export interface ButtonStyle {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  className?: string;
}

export function buttonClass({ variant = "default", size = "default", className }: ButtonStyle) {
  return cx(base, variants[variant], sizes[size], className);
}

export function Button({
  variant,
  size,
  className,
  ...props
}: ComponentProps<"button"> & ButtonStyle) {
  return (
    <button data-slot="button" className={buttonClass({ variant, size, className })} {...props} />
  );
}
