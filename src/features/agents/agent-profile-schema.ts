import { z } from '@/lib/zod';

// The agent card a user shows on their listings; the messages are the product's own wording. The
// agent_profiles table repeats these bounds as CHECK constraints.

export const PHONE_PATTERN = /^\+?[0-9 ()-]*$/;

export const agentProfileSchema = z.object({
  company_name: z.string().trim().min(1, 'Company name is required').max(100, 'Company name must be less than 100 characters'),
  agent_address: z.string().trim().max(200, 'Address must be less than 200 characters'),
  agent_email: z
    .string()
    .trim()
    .max(100, 'Email must be less than 100 characters')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Invalid email address'),
  phone: z
    .string()
    .trim()
    .max(20, 'Phone number must be less than 20 characters')
    .regex(PHONE_PATTERN, 'Invalid phone number format'),
});

export type AgentProfileValues = z.infer<typeof agentProfileSchema>;

export const emptyAgentProfile: AgentProfileValues = { company_name: '', agent_address: '', agent_email: '', phone: '' };
