/**
 * Scheduling wishes as people and agents phrase them, with what must happen. The clock stands at
 * Thursday 2026-03-05 10:00 in Denver (MST, UTC-7; DST starts Sunday 2026-03-08, then MDT,
 * UTC-6); hours Mon-Fri 09:00-17:00 America/Denver; Friday 2026-03-13 is a closed date.
 * `book` is the slot start that must be booked (UTC); `refuse` the reason nothing is booked.
 */
export const EVAL_NOW = new Date("2026-03-05T17:00:00Z");
export const EVAL_ENV = { BUSINESS_CLOSED_DATES: "2026-03-13" };

export type Reason =
  | "past"
  | "too_soon"
  | "beyond_window"
  | "closed_day"
  | "outside_hours"
  | "fully_booked"
  | "not_understood";

export interface WishCase {
  wish: string;
  /** The caller's IANA zone; the business zone when absent. */
  zone?: string;
  /** Slot starts (UTC) booked by someone else before the wish. */
  taken?: string[];
  book?: string;
  refuse?: Reason;
}

export const wishCases: WishCase[] = [
  // Ranges and before/after
  { wish: "tomorrow between 2pm and 4pm", book: "2026-03-06T21:00:00.000Z" },
  { wish: "Wednesday before noon", book: "2026-03-11T15:00:00.000Z" },
  { wish: "Friday after 3pm", book: "2026-03-06T22:00:00.000Z" },
  { wish: "Friday after 4", book: "2026-03-06T23:00:00.000Z" },
  { wish: "next Tuesday between 10 and 11:30", book: "2026-03-10T16:00:00.000Z" },
  { wish: "next Tuesday 10-11am", book: "2026-03-10T16:00:00.000Z" },
  { wish: "Friday from 1pm to 3pm", book: "2026-03-06T20:00:00.000Z" },
  { wish: "Wednesday between 4pm and 5pm", book: "2026-03-11T22:00:00.000Z" },
  { wish: "Wednesday between 5pm and 6pm", refuse: "outside_hours" },
  { wish: "before 9am tomorrow", refuse: "outside_hours" },
  // Parts of the day
  { wish: "next Tuesday afternoon", book: "2026-03-10T18:00:00.000Z" },
  { wish: "this afternoon", book: "2026-03-05T19:00:00.000Z" },
  { wish: "this morning", book: "2026-03-05T18:00:00.000Z" },
  { wish: "Monday morning", book: "2026-03-09T15:00:00.000Z" },
  { wish: "late afternoon on Monday", book: "2026-03-09T21:00:00.000Z" },
  { wish: "Monday evening", refuse: "outside_hours" },
  // Exact minutes
  { wish: "Wednesday at 4:50pm", refuse: "outside_hours" },
  { wish: "March 10 at 10:30am", book: "2026-03-10T16:30:00.000Z" },
  { wish: "Monday at 9:30am", book: "2026-03-09T15:30:00.000Z" },
  { wish: "Friday at noon", book: "2026-03-06T19:00:00.000Z" },
  { wish: "tomorrow at 2pm", book: "2026-03-06T21:00:00.000Z" },
  { wish: "next monday at 3", book: "2026-03-09T21:00:00.000Z" },
  { wish: "the 20th at 11", book: "2026-03-20T17:00:00.000Z" },
  { wish: "3/12 at 2pm", book: "2026-03-12T20:00:00.000Z" },
  { wish: "10am", book: "2026-03-06T17:00:00.000Z" },
  { wish: "tomorrow at 8pm", refuse: "outside_hours" },
  // Weekday lists and exclusions, next week
  { wish: "not on Monday, any other day next week", book: "2026-03-10T15:00:00.000Z" },
  { wish: "any weekday next week except Monday and Tuesday", book: "2026-03-11T15:00:00.000Z" },
  { wish: "Tuesday or Thursday next week in the morning", book: "2026-03-10T15:00:00.000Z" },
  { wish: "Monday, Wednesday or Friday afternoon", book: "2026-03-06T19:00:00.000Z" },
  { wish: "tomorrow or Monday, after 3pm", book: "2026-03-06T22:00:00.000Z" },
  { wish: "next week", book: "2026-03-09T15:00:00.000Z" },
  { wish: "early next week", book: "2026-03-09T15:00:00.000Z" },
  { wish: "next month", book: "2026-04-01T15:00:00.000Z" },
  // Relative dates and times, across the DST change
  { wish: "tomorrow", book: "2026-03-06T16:00:00.000Z" },
  { wish: "today", book: "2026-03-05T18:00:00.000Z" },
  { wish: "as soon as possible", book: "2026-03-05T18:00:00.000Z" },
  { wish: "in 2 hours", book: "2026-03-05T19:00:00.000Z" },
  { wish: "in 4 days at 10am", book: "2026-03-09T16:00:00.000Z" },
  { wish: "in 96 hours", book: "2026-03-09T17:00:00.000Z" },
  { wish: "same time next week", book: "2026-03-12T16:00:00.000Z" },
  // The caller's zone
  { wish: "tomorrow at 2pm", zone: "America/New_York", book: "2026-03-06T19:00:00.000Z" },
  { wish: "Monday at 9:30am", zone: "Europe/London", refuse: "outside_hours" },
  { wish: "Monday at 5pm", zone: "Europe/London", book: "2026-03-09T17:00:00.000Z" },
  { wish: "tomorrow at 2pm", zone: "Asia/Tokyo", refuse: "outside_hours" },
  { wish: "March 11 at 1pm", zone: "America/Los_Angeles", book: "2026-03-11T20:00:00.000Z" },
  // Past, too soon, beyond the window, closed days
  { wish: "yesterday", refuse: "past" },
  { wish: "last Tuesday", refuse: "past" },
  { wish: "today at 10:30", refuse: "too_soon" },
  { wish: "in 3 months", refuse: "beyond_window" },
  { wish: "December 1", refuse: "beyond_window" },
  { wish: "Saturday morning", refuse: "closed_day" },
  { wish: "Sunday", refuse: "closed_day" },
  { wish: "in two days", refuse: "closed_day" },
  { wish: "Friday the 13th", refuse: "closed_day" },
  // Fully booked
  {
    wish: "Wednesday before noon",
    taken: [
      "2026-03-11T15:00:00.000Z",
      "2026-03-11T15:30:00.000Z",
      "2026-03-11T16:00:00.000Z",
      "2026-03-11T16:30:00.000Z",
      "2026-03-11T17:00:00.000Z",
      "2026-03-11T17:30:00.000Z",
    ],
    refuse: "fully_booked",
  },
  { wish: "Monday at 10am", taken: ["2026-03-09T16:00:00.000Z"], refuse: "fully_booked" },
  // Nothing to go on
  { wish: "whenever suits you", refuse: "not_understood" },
  { wish: "purple elephant", refuse: "not_understood" },
];
