import { Link } from "@tanstack/react-router";
import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { RefObject } from "react";
import { BookingButton } from "@/components/booking-button";
import { Button } from "@/components/site/button";
import { Logo } from "./logo";
import { navLinks } from "./nav-links";

/** The full-screen mobile menu: a modal dialog, so focus is trapped and Escape closes it. */
export default function MobileMenuPanel({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The toggle lives outside the dialog, so focus is handed back to it explicitly. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const close = () => onOpenChange(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          className="bg-background data-[state=open]:animate-in data-[state=open]:fade-in-0 fixed inset-0 z-50 flex flex-col overflow-y-auto outline-none"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b px-4">
            <Logo />
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X className="size-6" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Title className="sr-only">Menu</DialogPrimitive.Title>
          <nav aria-label="Mobile" className="flex flex-1 flex-col gap-2 px-4 py-8">
            {navLinks.map((link) => (
              <Link
                key={link.label}
                to={link.to}
                hash={"hash" in link ? link.hash : undefined}
                onClick={close}
                className="hover:bg-accent rounded-md px-3 py-3 text-2xl font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {link.label}
              </Link>
            ))}
            <BookingButton size="lg" className="mt-6 w-full" onClick={close} />
          </nav>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
