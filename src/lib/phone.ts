// Agents' phone numbers as people write them ('+971 50 123 4567', '050 123 4567', '00971 2 555 0101')
// turned into call and WhatsApp links. Pure, so a page kept offline builds the same links.

const UAE = '971';
/** E.164 allows at most 15 digits; fewer than 8 is no full international number anywhere. */
const INTERNATIONAL = /^[1-9]\d{7,14}$/;
/** A UAE mobile: 971, then 5X (every operator's mobile range), then 7 digits. */
const UAE_MOBILE = /^9715\d{8}$/;
/** Any UAE number: 971 and 7 to 9 digits (landlines 8, mobiles 9, toll-free 800 numbers fewer). */
const UAE_NUMBER = /^971\d{7,9}$/;

/**
 * The number in international form, digits only without '+' (971501234567), or null when it
 * cannot be placed: '+' or '00' starts an international number; a single leading 0 is the UAE
 * trunk prefix (050..., 02...); bare digits count only when they already start with 971 or are a
 * UAE mobile without its 0 ('50 123 4567'). A written '(0)' after the country code is dropped.
 */
export function internationalDigits(phone: string): string | null {
  const written = phone.trim().replace(/\(0\)/g, '');
  const digits = written.replace(/\D/g, '');
  let international: string;
  if (written.startsWith('+')) international = digits;
  else if (digits.startsWith('00')) international = digits.slice(2);
  else if (digits.startsWith('0')) international = UAE + digits.slice(1);
  else if (digits.startsWith(UAE) || /^5\d{8}$/.test(digits)) international = digits.startsWith(UAE) ? digits : UAE + digits;
  else return null;
  // '+971 050 ...': the trunk 0 written after the country code as well.
  if (international.startsWith(`${UAE}0`)) international = UAE + international.slice(UAE.length + 1);
  if (international.startsWith(UAE) && !UAE_NUMBER.test(international)) return null;
  return INTERNATIONAL.test(international) ? international : null;
}

/** A tel: link: the international number with its '+', or the digits as written when it cannot be placed (a local call still works). */
export function telHref(phone: string): string | null {
  const international = internationalDigits(phone);
  if (international) return `tel:+${international}`;
  const written = phone.replace(/[^+\d]/g, '');
  return /\d/.test(written) ? `tel:${written}` : null;
}

/**
 * The number to reach on WhatsApp, or null. UAE numbers only when they are mobiles (5X): UAE
 * landlines (02, 04, 800 ...) cannot take WhatsApp. Other countries' numbers only when written
 * in international form (+44 ..., 0044 ...): whether those are mobiles cannot be told without
 * each country's numbering plan, and WhatsApp itself says so when a number is not on it, which
 * costs the visitor less than not being offered WhatsApp for a foreign mobile.
 */
export function whatsappNumber(phone: string): string | null {
  const international = internationalDigits(phone);
  if (!international) return null;
  if (international.startsWith(UAE)) return UAE_MOBILE.test(international) ? international : null;
  const written = phone.trim();
  return written.startsWith('+') || written.replace(/\D/g, '').startsWith('00') ? international : null;
}

/** https://wa.me/971501234567?text=... (WhatsApp's click-to-chat link with a prefilled message), or null when the number is not for WhatsApp. */
export function whatsappHref(phone: string, message?: string): string | null {
  const number = whatsappNumber(phone);
  if (!number) return null;
  return message ? `https://wa.me/${number}?text=${encodeURIComponent(message)}` : `https://wa.me/${number}`;
}
