import { CalendarDays, ClipboardList } from "lucide-react";
import { useState } from "react";
import { BookingButton } from "@/components/booking-button";
import { Badge } from "@/components/site/badge";
import { Button } from "@/components/site/button";
import { FormAlert } from "@/features/contact/form-alert";
import { InquiryDialog, type InquiryStatus } from "@/features/contact/inquiry-dialog";
import { formMessages } from "@/features/contact/messages";
import { useHydrated } from "@/hooks/use-hydrated";
import { useBrand } from "@/lib/brand";
import { PageHeader } from "../page-header";
import { TrustBadges } from "./trust-badges";

/** Contact (SPEC §2.5): trust badges, the discovery call card and the inquiry modal. */
export function ContactPage() {
  const brand = useBrand();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<InquiryStatus>("idle");
  // Opening the inquiry needs React; before hydration a click would do nothing.
  const hydrated = useHydrated();

  return (
    <>
      <PageHeader eyebrow="Contact" title="Let's Find Your Best AI Opportunity">
        <p>Pick the way that suits you. Either way, you'll hear from a real person.</p>
      </PageHeader>
      <TrustBadges />
      <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
        {status === "success" && (
          <div className="mb-8">
            <FormAlert kind="success">{formMessages.inquirySuccess}</FormAlert>
          </div>
        )}
        <div className="grid gap-8 md:grid-cols-2">
          <section
            aria-labelledby="discovery-title"
            className="border-primary ring-primary/20 relative flex flex-col rounded-3xl border bg-white p-8 shadow-sm ring-4"
          >
            <Badge className="absolute -top-3 left-8 px-3 py-1">Recommended</Badge>
            <CalendarDays className="text-primary size-8" aria-hidden="true" />
            <h2 id="discovery-title" className="mt-4 text-2xl font-bold">
              AI Discovery Call
            </h2>
            <p className="text-muted-foreground mt-2 flex-1">
              A free 30-minute video call. We'll learn how your business runs, point out where AI
              pays off first and answer your questions.
            </p>
            <BookingButton size="lg" className="mt-6 w-full">
              Book Free Discovery Call
            </BookingButton>
          </section>
          <section
            aria-labelledby="inquiry-title"
            className="flex flex-col rounded-3xl border bg-white p-8 shadow-sm"
          >
            <ClipboardList className="text-primary size-8" aria-hidden="true" />
            <h2 id="inquiry-title" className="mt-4 text-2xl font-bold">
              Detailed Project Inquiry
            </h2>
            <p className="text-muted-foreground mt-2 flex-1">
              Prefer writing? Share your challenge or project idea and we'll reply with next steps
              within 24 business hours.
            </p>
            <Button
              size="lg"
              variant="outline"
              className="mt-6 w-full"
              disabled={!hydrated}
              onClick={() => setOpen(true)}
            >
              Start Project Inquiry
            </Button>
          </section>
        </div>
        {status === "error" && (
          <div className="mt-8">
            <FormAlert kind="error">{formMessages.errorWithEmail(brand.email)}</FormAlert>
          </div>
        )}
      </div>
      <InquiryDialog
        open={open}
        onOpenChange={setOpen}
        status={status}
        onStatusChange={setStatus}
      />
    </>
  );
}
