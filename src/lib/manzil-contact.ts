import { whatsappHref } from './phone';

/**
 * Manzil's WhatsApp line. A UAE mobile (+971 5X): WhatsApp needs one, and UAE landlines (+971 2 ...)
 * cannot take it. The only place the number is written.
 */
export const MANZIL_WHATSAPP_NUMBER = '+971 50 555 0100';

/** WhatsApp's click-to-chat link for the line. */
export const MANZIL_WHATSAPP_URL = whatsappHref(MANZIL_WHATSAPP_NUMBER) ?? '';
