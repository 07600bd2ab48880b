import { z } from "zod";
import { emailSchema, inputString } from "./common";

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: inputString().min(1, "Password is required").max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const adminUserSchema = z.object({
  id: inputString(),
  email: inputString(),
  name: inputString(),
  role: z.literal("admin"),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const loginResponseSchema = z.object({
  token: inputString(),
  expiresAt: inputString(),
  user: adminUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
