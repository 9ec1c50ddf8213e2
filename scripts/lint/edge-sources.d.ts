// Types of edge-sources.js (plain JavaScript: eslint.config.js loads it without a TypeScript step).
export function edgeSources(root: string, entries?: string[]): string[];
