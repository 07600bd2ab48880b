import { apiErrorSchema } from "@repo/schemas";
import { z } from "zod";

/** How much of a body an error message quotes. */
const QUOTE = 2000;

/** The body checked against `schema`: what it parsed to, and the JSON exactly as sent. */
async function check<S extends z.ZodType>(
  res: Response,
  schema: S,
): Promise<{ parsed: z.output<S>; sent: z.input<S> }> {
  const text = await res.text();
  let sent: unknown;
  try {
    sent = JSON.parse(text);
  } catch {
    throw new Error(`${res.status} answer is not JSON: ${text.slice(0, QUOTE)}`);
  }
  const result = schema.safeParse(sent);
  if (!result.success)
    throw new Error(
      `${res.status} answer does not match its schema:\n${z.prettifyError(result.error)}\nbody: ${text.slice(0, QUOTE)}`,
    );
  // It passed the schema, so it is one of the schema's inputs.
  return { parsed: result.data, sent: sent as z.input<S> };
}

/** `{ data: T }`, typed for a generic `T` (zod cannot name the keys of a generic object). */
const envelope = <S extends z.ZodType>(schema: S) =>
  z.object({ data: schema }) as unknown as z.ZodType<{ data: z.output<S> }, { data: z.input<S> }>;

/**
 * A response's JSON body parsed with `schema` (the shared one the SPA reads it by), so a test
 * fails when the answer's shape changes instead of reading `undefined`. Throws naming the
 * status, what did not match and the body.
 */
export async function readJson<S extends z.ZodType>(
  res: Response,
  schema: S,
): Promise<z.output<S>> {
  return (await check(res, schema)).parsed;
}

/** The `data` of a `{ data: T }` answer, `T` parsed with `schema`. */
export async function readData<S extends z.ZodType>(
  res: Response,
  schema: S,
): Promise<z.output<S>> {
  return (await check(res, envelope(schema))).parsed.data;
}

/**
 * Like `readJson`, but the body exactly as sent once it has passed `schema`: for assertions on
 * what the server wrote that parsing would hide (it drops keys the schema does not name and
 * makes strings well-formed).
 */
export async function readJsonAsSent<S extends z.ZodType>(
  res: Response,
  schema: S,
): Promise<z.input<S>> {
  return (await check(res, schema)).sent;
}

/** Like `readData`, but the `data` exactly as sent (see `readJsonAsSent`). */
export async function readDataAsSent<S extends z.ZodType>(
  res: Response,
  schema: S,
): Promise<z.input<S>> {
  return (await check(res, envelope(schema))).sent.data;
}

/** The `{ error, code, requestId?, issues? }` every route answers a failure with. */
export const readError = (res: Response) => readJson(res, apiErrorSchema);
