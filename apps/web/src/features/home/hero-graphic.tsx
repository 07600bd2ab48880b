/**
 * The hero illustration: AI at the centre of five business areas, animated; a simpler
 * static four-node version at widths of 640 px or less. Both are pure SVG with fixed
 * aspect ratios, so nothing shifts while the page loads.
 */
const fullNodes = [
  { label: "Customer Service", x: 200, y: 40 },
  { label: "Analytics", x: 352, y: 150 },
  { label: "Marketing", x: 294, y: 330 },
  { label: "Operations", x: 106, y: 330 },
  { label: "Sales", x: 48, y: 150 },
] as const;

const simpleNodes = [
  { label: "Customer Service", x: 160, y: 40 },
  { label: "Marketing", x: 280, y: 160 },
  { label: "Operations", x: 160, y: 280 },
  { label: "Sales", x: 40, y: 160 },
] as const;

function Node({ x, y, label, delay }: { x: number; y: number; label: string; delay?: number }) {
  return (
    <g
      className={
        delay === undefined ? undefined : "motion-safe:animate-[float-node_4s_ease-in-out_infinite]"
      }
      style={delay === undefined ? undefined : { animationDelay: `${delay}ms` }}
    >
      <circle cx={x} cy={y} r="30" className="fill-white stroke-blue-200" strokeWidth="2" />
      <circle cx={x} cy={y} r="10" className="fill-primary" />
      <text
        x={x}
        y={y + 50}
        textAnchor="middle"
        className="fill-slate-700 text-[13px] font-semibold"
      >
        {label}
      </text>
    </g>
  );
}

function Hub({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r="52" className="fill-primary" />
      <text x={x} y={y + 7} textAnchor="middle" className="fill-white text-[22px] font-bold">
        AI
      </text>
    </g>
  );
}

export function HeroGraphic() {
  return (
    <div className="mx-auto w-full max-w-md" data-testid="hero-graphic">
      <svg
        viewBox="0 0 400 400"
        className="mobile:hidden block aspect-square w-full"
        role="img"
        aria-labelledby="hero-graphic-title"
        data-variant="full"
      >
        <title id="hero-graphic-title">
          AI connecting Customer Service, Analytics, Marketing, Operations and Sales
        </title>
        {fullNodes.map((n) => (
          <line
            key={n.label}
            x1="200"
            y1="190"
            x2={n.x}
            y2={n.y}
            className="stroke-blue-300 motion-safe:animate-[dash-flow_1.2s_linear_infinite]"
            strokeWidth="2"
            strokeDasharray="6 6"
          />
        ))}
        <Hub x={200} y={190} />
        {fullNodes.map((n, i) => (
          <Node key={n.label} {...n} delay={i * 400} />
        ))}
      </svg>
      <svg
        viewBox="0 0 320 340"
        className="desktop:hidden block aspect-[32/34] w-full"
        role="img"
        aria-labelledby="hero-graphic-simple-title"
        data-variant="simple"
      >
        <title id="hero-graphic-simple-title">
          AI connecting Customer Service, Marketing, Operations and Sales
        </title>
        {simpleNodes.map((n) => (
          <line
            key={n.label}
            x1="160"
            y1="160"
            x2={n.x}
            y2={n.y}
            className="stroke-blue-300"
            strokeWidth="2"
          />
        ))}
        <Hub x={160} y={160} />
        {simpleNodes.map((n) => (
          <Node key={n.label} {...n} />
        ))}
      </svg>
    </div>
  );
}
