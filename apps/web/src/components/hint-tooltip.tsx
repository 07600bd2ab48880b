import { type ReactElement, useId } from "react";

/**
 * A lightweight hover/focus hint for public pages, where the Radix tooltip's positioning
 * engine would cost more than the hint is worth. The trigger gets aria-describedby.
 */
export function HintTooltip({
  hint,
  children,
}: {
  hint: string;
  children: (describedBy: string) => ReactElement;
}) {
  const id = useId();
  return (
    <span className="group/hint relative inline-flex">
      {children(id)}
      <span
        id={id}
        role="tooltip"
        className="bg-foreground text-background pointer-events-none invisible absolute bottom-full left-1/2 mb-2 -translate-x-1/2 rounded-md px-3 py-1.5 text-xs whitespace-nowrap opacity-0 transition-opacity group-focus-within/hint:visible group-focus-within/hint:opacity-100 group-hover/hint:visible group-hover/hint:opacity-100"
      >
        {hint}
      </span>
    </span>
  );
}
