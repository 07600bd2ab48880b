import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { cx } from "@/lib/cx";

/**
 * A small WAI-ARIA tablist (arrow keys, Home, End, roving tabindex) styled like the shadcn
 * tabs. The home page uses it instead of Radix Tabs to keep its initial JavaScript small.
 */
export function CategoryTabs<T extends string>({
  label,
  tabs,
  value,
  onValueChange,
  children,
}: {
  label: string;
  tabs: readonly { id: T; label: string }[];
  value: T;
  onValueChange: (value: T) => void;
  children: ReactNode;
}) {
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.id === value),
  );

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined;
    const tab = next === undefined ? undefined : tabs[next];
    if (next === undefined || !tab) return;
    event.preventDefault();
    onValueChange(tab.id);
    refs.current[next]?.focus();
  }

  return (
    <div className="flex flex-col gap-2">
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="bg-muted text-muted-foreground mx-auto mb-10 inline-flex w-fit flex-wrap items-center justify-center gap-1 rounded-lg p-[3px]"
      >
        {tabs.map((tab, i) => {
          const selected = i === index;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? "active" : "inactive"}
              onClick={() => onValueChange(tab.id)}
              className={cx(
                "text-foreground inline-flex items-center justify-center rounded-md border border-transparent px-4 py-2 text-sm font-medium whitespace-nowrap transition-[color,box-shadow] outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                selected && "bg-background shadow-sm",
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${tabs[index]?.id}`}
      >
        {children}
      </div>
    </div>
  );
}
