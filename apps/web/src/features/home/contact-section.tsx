import { Clock, Mail } from "lucide-react";
import { ContactForm } from "@/features/contact/contact-form";
import { useBrand } from "@/lib/brand";

export function ContactSection() {
  const brand = useBrand();
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-slate-50 py-20">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="text-primary mb-3 text-sm font-semibold tracking-wide uppercase">Contact</p>
          <h2 id="contact-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Let's Talk About Your Business
          </h2>
          <p className="text-muted-foreground mt-4 text-lg">
            Send us a short note about what's slowing you down. We'll reply within 24 hours with
            ideas, not a sales pitch.
          </p>
          <ul className="mt-8 space-y-4 text-sm">
            <li className="flex items-center gap-3">
              <Mail className="text-primary size-5" aria-hidden="true" />
              <a
                href={`mailto:${brand.email}`}
                className="font-medium underline-offset-4 hover:underline"
              >
                {brand.email}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Clock className="text-primary size-5" aria-hidden="true" />
              <span>Replies within 24 hours</span>
            </li>
          </ul>
        </div>
        <div className="rounded-2xl border bg-white p-6 shadow-sm sm:p-8 lg:col-span-3">
          <ContactForm />
        </div>
      </div>
    </section>
  );
}
