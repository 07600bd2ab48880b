/**
 * Joins class names without merging conflicts. The public site uses it instead of `cn` so
 * tailwind-merge stays out of its bundle; callers must not pass classes that conflict.
 */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(" ");
}
