// Apart from the labels (which are messages): the end-to-end tests import this as it is.

/** The reference a caller can quote: 'MZ-' and the first 8 characters of the listing's id, upper-cased. */
export function listingReference(id: string): string {
  return `MZ-${id.slice(0, 8).toUpperCase()}`;
}
