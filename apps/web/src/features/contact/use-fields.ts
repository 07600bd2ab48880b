import { useState } from "react";

/**
 * Controlled text fields for a small form: `field("name")` spreads id, name, value and
 * onChange onto an input; `reset()` empties them all.
 */
export function useFields<K extends string>(idPrefix: string, empty: Record<K, string>) {
  const [values, setValues] = useState(empty);
  const field = (key: K) => ({
    id: `${idPrefix}-${key}`,
    name: key,
    value: values[key],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [key]: e.target.value })),
  });
  return { values, field, reset: () => setValues(empty) };
}
