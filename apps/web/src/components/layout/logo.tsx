import { Link } from "@tanstack/react-router";
import { useBrand } from "@/lib/brand";
import { cx } from "@/lib/cx";

export function Logo({ className }: { className?: string }) {
  const brand = useBrand();
  return (
    <Link
      to="/"
      className={cx(
        "flex items-center gap-2 rounded-md font-bold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
    >
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path
          d="M9 22l7-13 7 13M12 17h8"
          stroke="white"
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="text-lg">{brand.companyName}</span>
      <span className="sr-only">, home</span>
    </Link>
  );
}
