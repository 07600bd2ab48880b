import { CalendarDays } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { useBrand } from "@/lib/brand";
import { externalLinkProps } from "@/lib/external-link";

/** A button-styled link to the external booking calendar, opened in a new tab. */
export function BookingButton({
  children = "Book Free AI Strategy Call",
  icon = true,
  ...props
}: Omit<ComponentProps<typeof Button>, "asChild"> & { icon?: boolean }) {
  const brand = useBrand();
  return (
    <Button asChild {...props}>
      <a href={brand.bookingUrl} {...externalLinkProps}>
        {icon && <CalendarDays />}
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  );
}
