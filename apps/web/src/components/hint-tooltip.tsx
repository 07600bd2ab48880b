import { type ReactElement, useId, useState } from "react";
import { cx } from "@/lib/cx";

/**
 * A lightweight hover/focus hint for public pages, where the Radix tooltip's positioning
 * engine would cost more than the hint is worth. The trigger gets aria-describedby; Escape
 * hides the hint until the pointer or focus leaves (WCAG 1.4.13).
 */
export function HintTooltip({
  hint,
  children,
}: {
  hint: string;
  children: (describedBy: string) => ReactElement;
}) {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only listens for Escape bubbling from the trigger
    <span
      className="group/hint relative inline-flex"
      onKeyDown={(e) => {
        if (e.key === "Escape") setDismissed(true);
      }}
      onBlur={() => setDismissed(false)}
      onMouseLeave={() => setDismissed(false)}
    >
      {children(id)}
      <span
        id={id}
        role="tooltip"
        className={cx(
          "bg-foreground text-background pointer-events-none invisible absolute bottom-full left-1/2 mb-2 -translate-x-1/2 rounded-md px-3 py-1.5 text-xs whitespace-nowrap opacity-0 transition-opacity",
          !dismissed &&
            "group-focus-within/hint:visible group-focus-within/hint:opacity-100 group-hover/hint:visible group-hover/hint:opacity-100",
        )}
      >
        {hint}
      </span>
    </span>
  );
}
