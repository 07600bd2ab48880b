/** The success story shown on the home page (SPEC §2.3, §3). */
export interface Testimonial {
  name: string;
  industry: string;
  logo: string;
  quote: string;
  shortQuote: string;
  person: string;
  personTitle: string;
  metrics: readonly { label: string; value: string }[];
  implementedSolution: string;
}

export const testimonial: Testimonial = {
  name: "Canyon Creek Family Dental",
  industry: "Medical Practice",
  logo: "/images/clients/canyon-creek-dental.svg",
  quote:
    "Before working with {companyName}, our front desk spent half the day on the phone answering the same questions and chasing confirmations. Now the assistant handles routine questions and bookings around the clock, and our team finally has time for the patients standing in front of them.",
  shortQuote: "Our front desk finally has time for the patients in front of them.",
  person: "Dr. Melissa Jensen",
  personTitle: "Owner",
  metrics: [
    { label: "Fewer routine phone calls", value: "60%" },
    { label: "After-hours bookings captured", value: "120+/mo" },
    { label: "Staff hours saved each week", value: "15" },
  ],
  implementedSolution:
    "24/7 AI Website Concierge with appointment booking and automated reminder follow-ups",
};
