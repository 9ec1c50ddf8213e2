import { t } from '@lingui/core/macro';
import { z } from '@/lib/zod';

// The agent card a user shows on their listings; the messages are the product's own wording. The
// agent_profiles table repeats these bounds as CHECK constraints.
//
// The card is edited in the browser only: each message is worded when a value is checked, with
// Lingui's shared I18n (active for the page's language before anything renders), so a message is
// a function here, never a string made when this module loads.

export const PHONE_PATTERN = /^\+?[0-9 ()-]*$/;

/** A rule's message, worded when the rule fails (in the page's language). */
const says = (message: () => string) => ({ error: message });

export const agentProfileSchema = z.object({
  company_name: z
    .string()
    .trim()
    .min(1, says(() => t`Company name is required`))
    .max(100, says(() => t`Company name must be less than 100 characters`)),
  agent_address: z.string().trim().max(200, says(() => t`Address must be less than 200 characters`)),
  agent_email: z
    .string()
    .trim()
    .max(100, says(() => t`Email must be less than 100 characters`))
    .refine((v) => v === '' || z.email().safeParse(v).success, says(() => t`Invalid email address`)),
  phone: z
    .string()
    .trim()
    .max(20, says(() => t`Phone number must be less than 20 characters`))
    .regex(PHONE_PATTERN, says(() => t`Invalid phone number format`)),
});

export type AgentProfileValues = z.infer<typeof agentProfileSchema>;

export const emptyAgentProfile: AgentProfileValues = { company_name: '', agent_address: '', agent_email: '', phone: '' };
