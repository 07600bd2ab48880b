import { services } from "@repo/site-content";
import { Link } from "@tanstack/react-router";
import { Mail } from "lucide-react";
import { BookingButton } from "@/components/booking-button";
import { useBrand } from "@/lib/brand";
import { Logo } from "./logo";

const resourceLinks = [
  { label: "Blog & Insights", to: "/blog" },
  { label: "Pricing", to: "/pricing" },
  { label: "Get Started", to: "/contact" },
  { label: "Contact Support", to: "/contact" },
  { label: "For AI Agents", to: "/ai" },
] as const;

const linkClass =
  "text-muted-foreground hover:text-foreground rounded-sm text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

export function SiteFooter() {
  const brand = useBrand();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-muted/40 border-t">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="space-y-4">
          <Logo />
          <p className="text-muted-foreground text-sm">
            Practical AI automation for small and medium businesses.
          </p>
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="mb-3 text-sm font-semibold">
            Services
          </h2>
          <ul className="space-y-2">
            {services.slice(0, 6).map((s) => (
              <li key={s.slug}>
                <Link to="/" hash="solutions" className={linkClass}>
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-resources">
          <h2 id="footer-resources" className="mb-3 text-sm font-semibold">
            Resources
          </h2>
          <ul className="space-y-2">
            {resourceLinks.map((l) => (
              <li key={l.label}>
                <Link to={l.to} className={linkClass}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-4">
          <h2 className="text-sm font-semibold">Contact</h2>
          <a href={`mailto:${brand.email}`} className={`${linkClass} flex items-center gap-2`}>
            <Mail className="size-4" aria-hidden="true" />
            {brand.email}
          </a>
          <BookingButton size="sm" variant="outline">
            Schedule Consultation
          </BookingButton>
        </div>
      </div>
      <div className="border-t">
        <div className="text-muted-foreground mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            {/* A page prerendered last year may still be served on New Year's Day. */}©{" "}
            <span suppressHydrationWarning>{year}</span> {brand.legalName}. All rights reserved.
          </p>
          <div className="flex gap-4">
            <Link to="/privacy" className={linkClass}>
              Privacy Policy
            </Link>
            <Link to="/terms" className={linkClass}>
              Terms of Service
            </Link>
          </div>
        </div>
      </div>
    </footer>
  );
}
