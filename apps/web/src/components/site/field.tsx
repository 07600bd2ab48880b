/**
 * The public forms' label, input and textarea: the classes of ui/label, ui/input and
 * ui/textarea joined with `cx` (no tailwind-merge); extra classes must not conflict.
 */
import type { ComponentProps } from "react";
import { cx } from "@/lib/cx";

export function Label({ className, ...props }: ComponentProps<"label">) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
    <label
      data-slot="label"
      className={cx(
        "flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

const focus =
  "focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px] aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40 aria-invalid:border-destructive";

const inputLooks = {
  default: "h-9 bg-transparent",
  /** Taller, on white: the blog's notify form. */
  tall: "h-11 bg-white",
};

export function Input({
  look = "default",
  className,
  ...props
}: ComponentProps<"input"> & { look?: keyof typeof inputLooks }) {
  return (
    <input
      data-slot="input"
      className={cx(
        "file:text-foreground placeholder:text-muted-foreground selection:bg-primary selection:text-primary-foreground dark:bg-input/30 border-input w-full min-w-0 rounded-md border px-3 py-1 text-base shadow-xs transition-[color,box-shadow] outline-none file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm",
        inputLooks[look],
        focus,
        className,
      )}
      {...props}
    />
  );
}

export function Textarea({
  fieldSizing = "content",
  className,
  ...props
}: ComponentProps<"textarea"> & { fieldSizing?: "content" | "fixed" }) {
  return (
    <textarea
      data-slot="textarea"
      className={cx(
        "border-input placeholder:text-muted-foreground dark:bg-input/30 flex min-h-16 w-full rounded-md border bg-transparent px-3 py-2 text-base shadow-xs transition-[color,box-shadow] outline-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm",
        fieldSizing === "fixed" ? "field-sizing-fixed" : "field-sizing-content",
        focus,
        className,
      )}
      {...props}
    />
  );
}
