/** One check's verdict on a draft, and why it failed. */
export type CheckResult = { pass: boolean; why?: string };

export const ok = (): CheckResult => ({ pass: true });
export const fail = (why: string): CheckResult => ({ pass: false, why });
