import type { WishCase } from "./cases";

/**
 * Wishes written after the scheduler was rebuilt, phrased differently from `cases.ts`, to check
 * it reads wishes rather than known sentences. Same clock and hours as `cases.ts`.
 */
export const heldOutCases: WishCase[] = [
  { wish: "Could we do Tuesday the 10th around 11am?", book: "2026-03-10T17:00:00.000Z" },
  { wish: "any time Friday morning works", book: "2026-03-06T16:00:00.000Z" },
  { wish: "I'm free Wednesday from 2 to 3", book: "2026-03-11T20:00:00.000Z" },
  { wish: "Mon or Tue after lunch", book: "2026-03-09T19:30:00.000Z" },
  {
    wish: "sometime next week, but not Wednesday or Thursday, before 10am",
    book: "2026-03-09T15:00:00.000Z",
  },
  { wish: "12th of March at 3:30pm", book: "2026-03-12T21:30:00.000Z" },
  { wish: "tomorrow no later than 11", book: "2026-03-06T16:00:00.000Z" },
  { wish: "Thursday next week at 9", book: "2026-03-12T15:00:00.000Z" },
  { wish: "this Friday at 4:30 pm", book: "2026-03-06T23:30:00.000Z" },
  { wish: "on Monday the 9th at 5pm", refuse: "outside_hours" },
  { wish: "at 7am tomorrow", refuse: "outside_hours" },
  { wish: "this weekend", refuse: "closed_day" },
  { wish: "a week from Saturday", refuse: "closed_day" },
  { wish: "March 3rd", refuse: "past" },
  { wish: "next year in January", refuse: "beyond_window" },
  { wish: "within the next 3 days, afternoons only", book: "2026-03-05T19:00:00.000Z" },
  { wish: "Wed 11 March 14:00", book: "2026-03-11T20:00:00.000Z" },
  { wish: "tomorrow at 10", zone: "America/Chicago", book: "2026-03-06T16:00:00.000Z" },
  { wish: "Monday 9am my time", zone: "America/New_York", refuse: "outside_hours" },
  { wish: "Tuesday at noon", zone: "Europe/Berlin", refuse: "outside_hours" },
];
