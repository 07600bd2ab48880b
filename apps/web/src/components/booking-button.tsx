import { CalendarDays } from "lucide-react";
import type { ComponentProps } from "react";
import { type ButtonStyle, buttonClass } from "@/components/site/button";
import { useBrand } from "@/lib/brand";
import { externalLinkProps } from "@/lib/external-link";

/** A button-styled link to the external booking calendar, opened in a new tab. */
export function BookingButton({
  children = "Book Free AI Strategy Call",
  icon = true,
  variant,
  size,
  className,
  ...props
}: Omit<ComponentProps<"a">, "href" | "target" | "rel"> & ButtonStyle & { icon?: boolean }) {
  const brand = useBrand();
  return (
    <a
      data-slot="button"
      className={buttonClass({ variant, size, className })}
      {...props}
      href={brand.bookingUrl}
      {...externalLinkProps}
    >
      {icon && <CalendarDays />}
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
