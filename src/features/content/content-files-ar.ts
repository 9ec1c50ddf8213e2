import type { ContentDoc } from './content-schema';

// The Arabic pages of content/ar/, each its own chunk. This index is a chunk of its own too,
// loaded by Arabic pages only (content-files.ts), so English pages do not carry it.
export const ARABIC_FILES = import.meta.glob<ContentDoc>('/content/ar/**/*.md', { import: 'default' });
