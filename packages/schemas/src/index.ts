export * from "./auth";
export * from "./chat";
export * from "./blogs";
export * from "./bookings";
export * from "./common";
export * from "./conversations";
export * from "./leads";
export * from "./system";
