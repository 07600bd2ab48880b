/**
 * The core facts in Spanish (free call, prices, contact, response time, location, services),
 * and for other languages a note that the team answers in English, with the facts.
 */
import { type Brand, company } from "@repo/site-content";

const CALL = company.discoveryCall.minutes;

function spanishFacts(brand: Brand) {
  return {
    call: `La llamada de descubrimiento es **gratuita** y dura **${CALL} minutos**: [resérvela aquí](${brand.bookingUrl}).`,
    prices: `Hay dos formas de trabajar con nosotros: la **Managed Partnership**, una suscripción mensual a medida (sin lista de precios fija), o una **Custom Solution**, un proyecto único **desde ${company.customSolutionFrom}** en el que usted es dueño de la propiedad intelectual.`,
    contact: `Escríbanos a [${brand.email}](mailto:${brand.email}) o use la [página de contacto](/contact).`,
    response:
      "Respondemos los correos y mensajes **en menos de 24 horas**, y las solicitudes de proyecto detalladas en 24 horas hábiles.",
    location: `Somos una LLC con sede en ${company.state}, Estados Unidos, y trabajamos en remoto con clientes de todo el país.`,
    services:
      "Ayudamos a pequeñas y medianas empresas con automatización con IA, chatbots, calificación de clientes potenciales, marketing, análisis de datos y consultoría de estrategia de IA.",
  };
}

const TOPICS: [RegExp, keyof ReturnType<typeof spanishFacts>][] = [
  [/precio|cuest|cu[aá]nto|costo|tarifa|pagar/i, "prices"],
  [/llamada|reserv|cita|consulta|agendar|reuni[oó]n/i, "call"],
  [/contact|correo|email|escribir|tel[eé]fono/i, "contact"],
  [/respond|respuesta|tardan|tiempo/i, "response"],
  [/d[oó]nde|ubicad|sede|oficina/i, "location"],
  [/servicio|ofrecen|hacen|ayudar/i, "services"],
];

/** An answer in Spanish from the core facts the message asks about (all of them if none). */
export function spanishAnswer(brand: Brand, text: string): string {
  const facts = spanishFacts(brand);
  const asked = TOPICS.filter(([re]) => re.test(text)).map(([, key]) => key);
  const keys = asked.length
    ? [...new Set(asked)]
    : (["services", "call", "prices", "contact"] as const);
  const lines = keys.map((k) => facts[k]);
  if (!keys.includes("contact")) lines.push(facts.contact);
  return lines.join("\n\n");
}

/** Languages other than English and Spanish: a short English note plus the core facts. */
export function otherLanguageAnswer(brand: Brand): string {
  return [
    "Our team answers in English, so here are the key facts in English:",
    `- A free ${CALL}-minute discovery call: [book it here](${brand.bookingUrl}).`,
    `- Prices: a Managed Partnership (custom monthly subscription) or a one-time Custom Solution starting at ${company.customSolutionFrom}.`,
    `- Email [${brand.email}](mailto:${brand.email}); we answer ${company.responseTimes.email}.`,
  ].join("\n");
}
