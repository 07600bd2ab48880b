export * from "./auth";
export * from "./bookings";
export * from "./common";
export * from "./conversations";
export * from "./leads";
export * from "./system";
