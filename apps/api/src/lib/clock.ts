/** The time source services use, so tests can fix "now". */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
