import type { VisitorMemory } from "@repo/schemas";

const FIELDS: [keyof VisitorMemory, string][] = [
  ["name", "Name"],
  ["businessType", "Business"],
  ["company", "Company"],
  ["location", "Location"],
  ["companySize", "Size"],
  ["needs", "Needs"],
  ["interests", "Interested in"],
  ["preferredContactTime", "Preferred time"],
  ["email", "Email"],
  ["phone", "Phone"],
];

const show = (value: unknown) =>
  Array.isArray(value) ? value.map(String).join(", ") : String(value);

/** What the visitor told the assistant in this conversation, shown as plain text. */
export function VisitorMemoryCard({ memory }: { memory: VisitorMemory }) {
  const rows = FIELDS.filter(([key]) => {
    const value = memory[key];
    return Array.isArray(value) ? value.length > 0 : Boolean(value);
  });
  if (!rows.length) return null;
  return (
    <section
      aria-label="Visitor memory"
      className="rounded-lg border bg-amber-50/50 p-3 text-sm"
      data-testid="visitor-memory"
    >
      <h3 className="mb-1 font-medium">Visitor memory</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        {rows.map(([key, label]) => (
          <div key={key} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="break-words">{show(memory[key])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
