import { createFileRoute } from "@tanstack/react-router";
import { BiggerProblemsSection } from "@/features/home/bigger-problems-section";
import { ChallengesSection } from "@/features/home/challenges-section";
import { ContactSection } from "@/features/home/contact-section";
import { Hero } from "@/features/home/hero";
import { ProcessSection } from "@/features/home/process-section";
import { SolutionsSection } from "@/features/home/solutions-section";
import { SuccessStoriesSection } from "@/features/home/success-stories-section";

export const Route = createFileRoute("/_public/")({
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <Hero />
      <SolutionsSection />
      <ChallengesSection />
      <BiggerProblemsSection />
      <ProcessSection />
      <SuccessStoriesSection />
      <ContactSection />
    </>
  );
}
