import { fillBrand, type LegalBlock, type LegalDocument } from "@repo/site-content";
import { useBrand } from "@/lib/brand";
import { PageHeader } from "../page-header";

function Block({ block, fill }: { block: LegalBlock; fill: (text: string) => string }) {
  if (block.kind === "p") return <p>{fill(block.text)}</p>;
  return (
    <ul className="list-disc space-y-1 pl-6">
      {block.items.map((item) => (
        <li key={item}>{fill(item)}</li>
      ))}
    </ul>
  );
}

const sectionTitle = (s: LegalDocument["sections"][number]) =>
  s.number ? `${s.number}. ${s.title}` : s.title;

/** A legal document with a contents list and anchored, numbered sections. */
export function LegalDocumentView({ doc }: { doc: LegalDocument }) {
  const brand = useBrand();
  const fill = (text: string) => fillBrand(text, brand);
  const updated = new Date(`${doc.lastUpdated}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  return (
    <>
      <PageHeader eyebrow="Legal" title={doc.title}>
        <p className="text-sm">Last updated {updated}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-12 px-4 pb-20 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="mb-3 text-sm font-semibold">Contents</h2>
          <ol className="space-y-2 text-sm">
            {doc.sections.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="text-muted-foreground hover:text-foreground rounded-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {sectionTitle(s)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl space-y-10 leading-relaxed">
          <p className="text-lg">{fill(doc.intro)}</p>
          {doc.sections.map((s) => (
            <section
              key={s.id}
              id={s.id}
              aria-labelledby={`${s.id}-title`}
              className="scroll-mt-24 space-y-3"
            >
              <h2 id={`${s.id}-title`} className="text-2xl font-bold tracking-tight">
                {sectionTitle(s)}
              </h2>
              {s.blocks.map((block, i) => (
                // Blocks are static and never reorder.
                // biome-ignore lint/suspicious/noArrayIndexKey: static content
                <Block key={i} block={block} fill={fill} />
              ))}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
