import type { ComponentProps } from "react";
import { useHydrated } from "@/hooks/use-hydrated";
import { cx } from "@/lib/cx";

/**
 * A public page's form. Prerendered pages show it before React has hydrated it, when text
 * typed into it would not reach React's state and a submit would be a plain navigation that
 * loses the message; so its fields sit in a fieldset that stays disabled (and the form
 * busy) until the page is hydrated. `className` lays out the fields: it goes on the fieldset.
 */
export function Form({ className, children, ...props }: ComponentProps<"form">) {
  const hydrated = useHydrated();
  return (
    <form {...props} aria-busy={hydrated ? undefined : true}>
      <fieldset disabled={!hydrated} className={cx("min-w-0", className)}>
        {children}
      </fieldset>
    </form>
  );
}
