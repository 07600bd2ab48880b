import { Link } from "@tanstack/react-router";
import { BookingButton } from "@/components/booking-button";
import { useScrolled } from "@/hooks/use-scrolled";
import { cx } from "@/lib/cx";
import { HEADER_SCROLL_THRESHOLD_PX } from "@/lib/site-constants";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { navLinks } from "./nav-links";

/** Fixed header; gains a background and shadow once the page scrolls past 20 px. */
export function SiteHeader() {
  const scrolled = useScrolled(HEADER_SCROLL_THRESHOLD_PX);
  return (
    <header
      data-scrolled={scrolled}
      className={cx(
        "fixed inset-x-0 top-0 z-40 h-16 border-b transition-[background-color,box-shadow,border-color] duration-300",
        scrolled
          ? "border-border bg-background/95 shadow-sm backdrop-blur"
          : "border-transparent bg-background/70",
      )}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="mobile:hidden flex items-center gap-1">
          {navLinks.map((link) => (
            <Link
              key={link.label}
              to={link.to}
              hash={"hash" in link ? link.hash : undefined}
              className="text-foreground/80 hover:text-foreground rounded-md px-3 py-2 text-sm font-medium outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50"
              activeProps={{ "aria-current": "page", className: "text-foreground" }}
              activeOptions={{ includeHash: true }}
            >
              {link.label}
            </Link>
          ))}
          <BookingButton size="sm" className="ml-2" icon={false} />
        </nav>
        <MobileMenu />
      </div>
    </header>
  );
}
