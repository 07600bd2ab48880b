import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Button } from "@/components/site/button";
import { useHydrated } from "@/hooks/use-hydrated";

// The dialog code loads on first use (or intent), keeping it out of the initial bundle.
const loadPanel = () => import("./mobile-menu-panel");
const MobileMenuPanel = lazy(loadPanel);

/** Menu toggle for widths of 640 px or less; opens the full-screen menu. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // Opening the menu needs React; before hydration a tap would do nothing.
  const hydrated = useHydrated();
  return (
    <>
      <Button
        ref={toggle}
        variant="ghost"
        size="icon"
        className="desktop:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={!hydrated}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6" />
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} returnFocusTo={toggle} />
        </Suspense>
      )}
    </>
  );
}
