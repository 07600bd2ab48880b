import type { EvalCase } from "../types";
import { EMAIL } from "./shared";

export const spanish: EvalCase[] = [
  {
    ask: "¿Cuánto cuesta la llamada de descubrimiento?",
    must: [["gratis", "gratuita"], "30 minutos"],
  },
  { ask: "¿Cuáles son sus precios?", must: ["$500", "mensual"] },
  { ask: "¿Cómo puedo contactarlos?", must: [EMAIL] },
  { ask: "¿En cuánto tiempo responden los correos?", must: ["24 horas"] },
  { ask: "Hola, ¿qué servicios ofrecen?", must: [["automatización", "chatbots"]] },
  { ask: "¿Dónde están ubicados?", must: ["Utah"] },
  { ask: "Quiero reservar una llamada", must: ["30 minutos"] },
  { ask: "Combien coûte une solution sur mesure ?", must: ["English", "$500"] },
].map((c) => ({ ...c, category: "spanish" as const }));
