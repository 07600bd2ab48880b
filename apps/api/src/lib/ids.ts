/** Time-ordered, URL-safe unique ids (UUIDv7), so ids sort like their creation times. */
export const newId = (): string => Bun.randomUUIDv7();

/** An unguessable random secret, base64url. */
export function randomSecret(bytes = 32): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString("base64url");
}
