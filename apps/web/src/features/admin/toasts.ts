/** Admin toast durations (SPEC §9): success 3 s, error 4 s. */
export const SUCCESS_TOAST = { duration: 3000 } as const;
export const ERROR_TOAST = { duration: 4000 } as const;
