export * from "./auth";
export * from "./common";
export * from "./leads";
export * from "./system";
