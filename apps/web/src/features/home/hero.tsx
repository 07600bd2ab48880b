import { MessageCircle } from "lucide-react";
import { BookingButton } from "@/components/booking-button";
import { OpenChatButton } from "@/components/open-chat-button";
import { HeroGraphic } from "./hero-graphic";

/** Home hero; fades in 300 ms after load (instantly with reduced motion). */
export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-blue-50 to-background"
    >
      <div className="motion-safe:animate-[hero-in_700ms_ease-out_300ms_both] mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2">
        <div>
          <p className="text-primary mb-4 text-sm font-semibold tracking-wide uppercase">
            AI automation for small businesses
          </p>
          <h1
            id="hero-title"
            className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Put your small business on autopilot with practical AI
          </h1>
          <p className="text-muted-foreground mt-6 max-w-xl text-lg">
            We automate the busywork (follow-ups, scheduling, customer questions and reporting) so
            you and your team can focus on growing the business.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <BookingButton size="lg" />
            <OpenChatButton size="lg" variant="outline">
              <MessageCircle />
              Get Quick Answers
            </OpenChatButton>
          </div>
          <p className="text-muted-foreground mt-4 text-sm">
            Free 30-minute call. No pressure, no obligation.
          </p>
        </div>
        <HeroGraphic />
      </div>
    </section>
  );
}
