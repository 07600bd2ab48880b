import { agentInfo, company, faq, fillBrand } from "@repo/site-content";
import type { ReactNode } from "react";
import { useBrand } from "@/lib/brand";
import { PageHeader } from "../page-header";

function InfoSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 space-y-4">
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

function List({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-2 pl-6">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Static facts for AI agents acting for users (SPEC §2.9). */
export function AgentInfoPage() {
  const brand = useBrand();
  const fill = (items: readonly string[]) => items.map((t) => fillBrand(t, brand));
  return (
    <>
      <PageHeader eyebrow="For AI Agents" title="Information for AI Agents">
        <p>
          This page is written for AI assistants acting on behalf of users. Everything here is also
          available in machine-readable form.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl space-y-12 px-4 pb-20 leading-relaxed sm:px-6">
        <InfoSection id="quick-facts" title="Quick Facts">
          <List items={fill(agentInfo.quickFacts)} />
        </InfoSection>
        <InfoSection id="capabilities" title="Capabilities">
          <List items={agentInfo.capabilities} />
        </InfoSection>
        <InfoSection id="how-to-book" title="How to Book a Consultation">
          <p>
            The consultation is free and lasts {company.discoveryCall.minutes} minutes. Choose one
            of these ways:
          </p>
          <List items={fill(agentInfo.howToBook)} />
        </InfoSection>
        <InfoSection id="who-we-help" title="Who We Help">
          <p>Small and medium businesses, including:</p>
          <List items={company.industries} />
        </InfoSection>
        <InfoSection id="advanced" title="For Advanced AI Agents">
          <List items={agentInfo.advanced} />
          <p>
            Agent manifest:{" "}
            <code className="bg-muted rounded px-1.5 py-0.5">{agentInfo.manifestPath}</code>. Agent
            endpoint:{" "}
            <code className="bg-muted rounded px-1.5 py-0.5">{agentInfo.mcpEndpointPath}</code>.
          </p>
        </InfoSection>
        <InfoSection id="faq" title="Frequently Asked Questions">
          <dl className="space-y-5">
            {faq.map((item) => (
              <div key={item.id}>
                <dt className="font-semibold">{fillBrand(item.question, brand)}</dt>
                <dd className="text-muted-foreground mt-1">{fillBrand(item.answer, brand)}</dd>
              </div>
            ))}
          </dl>
        </InfoSection>
        <InfoSection id="contact-information" title="Contact Information">
          <ul className="space-y-2">
            <li>
              Email:{" "}
              <a
                href={`mailto:${brand.email}`}
                className="text-primary underline underline-offset-4"
              >
                {brand.email}
              </a>{" "}
              (responses within 24 hours)
            </li>
            <li>
              Booking calendar:{" "}
              <a
                href={brand.bookingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="text-primary break-all underline underline-offset-4"
              >
                {brand.bookingUrl}
              </a>
            </li>
            <li>Website chat: available on all pages (bottom-right corner)</li>
            <li>
              {brand.legalName}, {company.state}, {company.country}
            </li>
          </ul>
        </InfoSection>
      </div>
    </>
  );
}
