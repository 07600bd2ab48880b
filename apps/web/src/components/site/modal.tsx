/**
 * The public site's modal dialog, in place of Radix Dialog (about 13 KB gzipped) on public
 * pages. It renders the markup and classes of ui/dialog (overlay, content, header, title,
 * description, close icon) into document.body and keeps Radix's behaviour: focus moves to the
 * first focusable element and stays inside (Tab wraps), Escape, the overlay and the close icon
 * close it, clicks inside do not, the page behind does not scroll, focus returns to the element
 * that had it when the modal opened, and it unmounts once its exit animation has run.
 * The content has no width at `sm` and up: pass one (e.g. `sm:max-w-lg`) in `className`.
 */
import { XIcon } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { cx } from "@/lib/cx";

const focusable =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

export function Modal({
  open,
  onOpenChange,
  title,
  description,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  className: string;
  children: ReactNode;
}) {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  const content = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  // While open: focus inside and trapped, Escape closes, no page scroll; focus goes back after.
  useEffect(() => {
    const node = content.current;
    if (!open || !node) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const items = () => [...node.querySelectorAll<HTMLElement>(focusable)];
    const focusFirst = () => (items()[0] ?? node).focus();
    focusFirst();

    const body = document.body.style;
    const saved = { overflow: body.overflow, paddingRight: body.paddingRight };
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.overflow = "hidden";
    if (scrollbar > 0) body.paddingRight = `${scrollbar}px`;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onOpenChange(false);
      } else if (event.key === "Tab") {
        const list = items();
        const first = list[0];
        const last = list[list.length - 1];
        const active = document.activeElement;
        if (!first || !last) event.preventDefault();
        else if (event.shiftKey && (active === first || active === node)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && active === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!node.contains(event.target as Node)) focusFirst();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
      body.overflow = saved.overflow;
      body.paddingRight = saved.paddingRight;
      opener?.focus();
    };
  }, [open, onOpenChange]);

  // After closing: unmount once the exit animation ends (at once when there is none).
  useEffect(() => {
    const node = content.current;
    if (open || !mounted) return;
    const animation = node ? getComputedStyle(node).animationName : "";
    if (!node || !animation || animation === "none") {
      setMounted(false);
      return;
    }
    const done = (event: AnimationEvent) => {
      if (event.target === node) setMounted(false);
    };
    node.addEventListener("animationend", done);
    node.addEventListener("animationcancel", done);
    return () => {
      node.removeEventListener("animationend", done);
      node.removeEventListener("animationcancel", done);
    };
  }, [open, mounted]);

  if (!mounted) return null;
  const state = open ? "open" : "closed";
  const close = () => onOpenChange(false);
  return createPortal(
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; Escape and the close button serve the keyboard */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above */}
      <div
        data-slot="dialog-overlay"
        data-state={state}
        className="data-[state=open]:animate-in data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:fade-in-0 fixed inset-0 z-50 bg-black/50"
        onClick={close}
      />
      <div
        ref={content}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        data-slot="dialog-content"
        data-state={state}
        className={cx(
          "bg-background data-[state=open]:animate-in data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:fade-in-0 data-[state=closed]:zoom-out-95 data-[state=open]:zoom-in-95 fixed top-[50%] left-[50%] z-50 grid w-full max-w-[calc(100%-2rem)] translate-x-[-50%] translate-y-[-50%] gap-4 rounded-lg border p-6 shadow-lg duration-200 outline-none",
          className,
        )}
      >
        <div data-slot="dialog-header" className="flex flex-col gap-2 text-center sm:text-left">
          <h2 id={titleId} data-slot="dialog-title" className="text-lg leading-none font-semibold">
            {title}
          </h2>
          <p
            id={descriptionId}
            data-slot="dialog-description"
            className="text-muted-foreground text-sm"
          >
            {description}
          </p>
        </div>
        {children}
        <button
          type="button"
          data-slot="dialog-close"
          className="ring-offset-background focus:ring-ring data-[state=open]:bg-accent data-[state=open]:text-muted-foreground absolute top-4 right-4 rounded-xs opacity-70 transition-opacity hover:opacity-100 focus:ring-2 focus:ring-offset-2 focus:outline-hidden disabled:pointer-events-none [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4"
          onClick={close}
        >
          <XIcon />
          <span className="sr-only">Close</span>
        </button>
      </div>
    </>,
    document.body,
  );
}
