/** The four-step delivery process (SPEC §1, §2.3). */
export interface ProcessStep {
  number: number;
  id: "discovery" | "design" | "deploy" | "optimize";
  icon: string;
  title: string;
  description: string;
}

export const processSteps: readonly ProcessStep[] = [
  {
    number: 1,
    id: "discovery",
    icon: "Search",
    title: "Discovery",
    description:
      "A free 30-minute call and a short review of how your business runs today, to find where AI will save the most time and money.",
  },
  {
    number: 2,
    id: "design",
    icon: "PenTool",
    title: "Design",
    description:
      "A clear plan with the solution, the tools it connects to, the expected return and a fixed price, before any work begins.",
  },
  {
    number: 3,
    id: "deploy",
    icon: "Rocket",
    title: "Deploy",
    description:
      "We build, test and launch the solution alongside your team, with training so everyone knows how to use it from day one.",
  },
  {
    number: 4,
    id: "optimize",
    icon: "TrendingUp",
    title: "Optimize",
    description:
      "We measure results, tune the automation and look for the next win, so the value keeps growing month after month.",
  },
];
