import {
  closePayment,
  FEATURED_DURATION,
  formatAmount,
  fulfilPayment,
  paymentByReference,
  paymentProvider,
  dashboardUrl,
  returnUrls,
  serviceRest,
  siteLocale,
  siteUrl,
  type SiteLocale,
  type FeaturedPayment,
  type FetchLike,
} from '../_shared/payments.ts';

// A stand-in for a payment provider's checkout page, for the local stack: the payer sees what
// they would pay and chooses Pay (the listing is featured at once) or Cancel. No card, no money.
// Browsers navigate here without a bearer token, so config.toml sets verify_jwt = false; the
// random session reference in the URL is what identifies the checkout.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1a1b1e; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 0.75rem; box-shadow: 0 1px 4px rgb(0 0 0 / 0.12); }
  h1 { margin-top: 0; font-size: 1.5rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: 1rem 0; }
  .note { background: #fff4e6; border-left: 4px solid #e8590c; padding: 0.75rem; }
  .actions { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: 0.6rem 1.2rem; border-radius: 0.5rem; border: 2px solid #1a1b1e; cursor: pointer; }
  button.pay { background: #1a1b1e; color: #fff; }
  button.cancel { background: #fff; color: #1a1b1e; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1c7ed6; outline-offset: 2px; }
  a { color: #1864ab; }
`;

/** The app's origin for the policy below; a SITE_URL that is not a URL adds nothing (and breaks no page). */
function siteOrigin(): string {
  try {
    return new URL(siteUrl()).origin;
  } catch {
    return '';
  }
}

/**
 * The page's headers: nothing but its inline styles may load, and its forms may post only here,
 * with the redirect after Pay or Cancel going back to the app (browsers check that hop too).
 */
function pageHeaders(): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${siteOrigin()}; frame-ancestors 'none'; base-uri 'none'`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
    // The session reference in this page's URL stays off other sites' logs.
    'Referrer-Policy': 'no-referrer',
  };
}

/** A whole page; `body` is HTML whose interpolated values the caller has escaped. */
function page(heading: string, body: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test checkout</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
${body}
</main>
</body>
</html>
`;
  return new Response(html, { status, headers: pageHeaders() });
}

const dashboardLink = (locale: SiteLocale) => `<p><a href="${escapeHtml(dashboardUrl(locale))}">Back to your dashboard</a></p>`;

/** The listing's title, or a neutral name when it cannot be read (the page still works without it). */
async function listingTitle(fetchImpl: FetchLike, propertyId: string): Promise<string> {
  const rows = await serviceRest<{ title: string }[]>(fetchImpl, `properties?id=eq.${encodeURIComponent(propertyId)}&select=title`);
  return rows[0]?.title ?? 'your listing';
}

function checkoutPage(payment: FeaturedPayment, title: string): Response {
  const amount = escapeHtml(formatAmount(payment.amount, payment.currency));
  // No action attribute: both forms post back to this page's own URL, session reference included.
  return page(
    'Test checkout',
    `<p>Feature <strong>${escapeHtml(title)}</strong> at the top of searches for ${escapeHtml(FEATURED_DURATION)}.</p>
<p class="amount">${amount}</p>
<p class="note">This is a test payment: no card is needed and no money is taken. Pay features the listing straight away.</p>
<div class="actions">
<form method="post"><input type="hidden" name="action" value="pay"><button type="submit" class="pay">Pay ${amount}</button></form>
<form method="post"><input type="hidden" name="action" value="cancel"><button type="submit" class="cancel">Cancel</button></form>
</div>`,
  );
}

/** A checkout that can no longer be paid, and why. */
function settledPage(payment: FeaturedPayment, locale: SiteLocale, status = 200): Response {
  const reasons: Record<string, [string, string]> = {
    paid: ['Already paid', 'This checkout has been paid and the listing is featured.'],
    cancelled: ['Checkout cancelled', 'This checkout was cancelled, so nothing was charged and the listing was not featured.'],
    expired: ['Checkout expired', 'This checkout ran out of time before it was paid, so the listing was not featured. Start again from the listing page.'],
    failed: ['Payment failed', 'This payment did not go through, so the listing was not featured.'],
  };
  const [heading, text] = reasons[payment.status] ?? ['Checkout closed', 'This checkout can no longer be paid.'];
  return page(heading, `<p>${escapeHtml(text)}</p>${dashboardLink(locale)}`, status);
}

const notFoundPage = (locale: SiteLocale) =>
  page('Checkout not found', `<p>There is no checkout at this address. It may have been mistyped.</p>${dashboardLink(locale)}`, 404);

const redirect = (location: string) => new Response(null, { status: 303, headers: { ...pageHeaders(), Location: location } });

/** The test provider is the configured one; a broken configuration counts as not. */
function testCheckoutEnabled(): boolean {
  try {
    return paymentProvider() === 'test';
  } catch {
    return false;
  }
}

/** A pending checkout past its deadline is closed as expired first, so it is shown (and treated) as such. */
async function current(fetchImpl: FetchLike, payment: FeaturedPayment): Promise<FeaturedPayment> {
  if (payment.status !== 'pending' || !payment.expires_at || Date.parse(payment.expires_at) > Date.now()) return payment;
  const status = await closePayment(fetchImpl, payment.provider_reference, 'expired');
  return { ...payment, status: status ?? 'expired' };
}

/**
 * GET /functions/v1/test-checkout?session=<reference>: the checkout page. POST there with
 * action=pay features the listing and redirects (303) to the app's success URL; action=cancel
 * closes the checkout and redirects to the cancel URL. Only while PAYMENT_PROVIDER is 'test'.
 */
export function createHandler(fetchImpl: FetchLike = (input, init) => fetch(input, init)) {
  return async function handler(request: Request): Promise<Response> {
    try {
      if (!testCheckoutEnabled()) {
        return page('Test checkout is off', '<p>The test checkout is off on this server: payments go through the configured payment provider.</p>', 404);
      }
      if (request.method !== 'GET' && request.method !== 'POST') {
        return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, POST' } });
      }
      const asked = new URL(request.url).searchParams;
      const reference = asked.get('session') ?? '';
      // The language the payer came from (create-featured-listing adds locale=ar): back to its dashboard.
      const locale = siteLocale(asked.get('locale'));
      const found = reference.startsWith('test_') ? await paymentByReference(fetchImpl, reference) : null;
      if (!found || found.provider !== 'test') return notFoundPage(locale);
      const payment = await current(fetchImpl, found);
      // Deleting a listing closes its test checkouts, so an open one always has its listing.
      const propertyId = payment.property_id;
      if (!propertyId) return settledPage(payment, locale, request.method === 'GET' ? 200 : 409);

      if (request.method === 'GET') {
        if (payment.status !== 'pending') return settledPage(payment, locale);
        return checkoutPage(payment, await listingTitle(fetchImpl, propertyId));
      }

      const form = await request.formData().catch(() => null);
      const action = form?.get('action');
      const urls = returnUrls(propertyId, payment.id, locale);
      if (action === 'pay') {
        const status = await fulfilPayment(fetchImpl, reference);
        // Paid now or by an earlier Pay: either way the listing is featured.
        if (status === 'paid') return redirect(urls.success);
        return settledPage({ ...payment, status: status ?? payment.status }, locale, 409);
      }
      if (action === 'cancel') {
        const status = await closePayment(fetchImpl, reference, 'cancelled');
        if (status === 'cancelled') return redirect(urls.cancel);
        return settledPage({ ...payment, status: status ?? payment.status }, locale, 409);
      }
      return page('Test checkout', `<p>Choose Pay or Cancel on the checkout page.</p>${dashboardLink(locale)}`, 400);
    } catch (error) {
      console.error('[test-checkout]', error);
      return page('Checkout unavailable', '<p>Something went wrong on the server. Please try again in a moment.</p>', 500);
    }
  };
}

export const handler = createHandler();
