import { z } from "zod";
import { emailSchema } from "./common";

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, "Password is required").max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.literal("admin"),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: adminUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
