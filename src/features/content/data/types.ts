// Shapes of the pages' sample data (cards and tables) and the templates that render them.

export interface CardItem {
  id: string;
  /** Short type label shown as a badge (Office, Retail ...). */
  badge: string;
  title: string;
  /** Location or company line under the title. */
  subtitle?: string;
  description: string;
  /** Already formatted: 'AED 3,950,000', 'AED 420,000 per year', 'US$1,850,000'. */
  price?: string;
  /** Key facts, one short line each: '3 beds', '2,150 sq ft'. */
  facts?: readonly string[];
  features?: readonly string[];
  action?: { label: string; to: '/contact-us'; ariaLabel: string };
}

export interface TableData {
  caption: string;
  columns: readonly { key: string; label: string; numeric?: boolean }[];
  rows: readonly Record<string, string>[];
}
