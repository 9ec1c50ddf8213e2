// The Prefer header: what a request asks of its answer and its transaction, and the
// Preference-Applied header saying what was honoured.

/**
 * How a read's total is counted: 'exact' counts every match; 'planned' takes the planner's
 * estimate; 'estimated' counts exactly up to [api] max_rows and estimates beyond it.
 */
export type CountMethod = 'exact' | 'planned' | 'estimated';

/** What the Prefer header asks of a request. */
export interface Prefer {
  representation: boolean;
  count: CountMethod | null;
  resolution: 'merge' | 'ignore' | null;
  /** return=: what a write answers with (headers-only is answered as minimal). */
  return: 'representation' | 'minimal' | 'headers-only' | null;
  /** missing=default: a key some objects leave out takes its column's default, not null. */
  missing: 'default' | 'null' | null;
  /** tx=: how the request's transaction ends (see TX_END_OVERRIDE_ALLOWED in http.ts for when it is honoured). */
  tx: 'commit' | 'rollback' | null;
  handling: 'strict' | 'lenient' | null;
  /** max-affected=N: with handling=strict, a PATCH or DELETE changing more than N rows is refused. */
  maxAffected: number | null;
  /** Preferences PostgREST does not know (each as sent): refused with handling=strict (PGRST122). */
  invalid: string[];
}

// The preference values PostgREST recognises. Any other token is an invalid preference, except
// timezone=… (accepted, though the emulator does not apply it) and max-affected=….
const KNOWN_PREFERENCES = new Set([
  'resolution=merge-duplicates',
  'resolution=ignore-duplicates',
  'return=representation',
  'return=minimal',
  'return=headers-only',
  'params=single-object',
  'count=exact',
  'count=planned',
  'count=estimated',
  'tx=commit',
  'tx=rollback',
  'missing=default',
  'missing=null',
  'handling=strict',
  'handling=lenient',
]);

/**
 * Parses the Prefer header (several Prefer headers arrive joined by commas). As in PostgREST,
 * the first value given for a preference is the one that counts, and tokens are trimmed.
 */
export function parsePrefer(header: string | undefined): Prefer {
  const tokens = (header ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');
  const first = <T extends string>(name: string, values: readonly T[]): T | null => {
    for (const token of tokens) {
      if (!token.startsWith(`${name}=`)) continue;
      const value = token.slice(name.length + 1) as T;
      if (values.includes(value)) return value;
    }
    return null;
  };
  const resolution = first('resolution', ['merge-duplicates', 'ignore-duplicates'] as const);
  const returned = first('return', ['representation', 'minimal', 'headers-only'] as const);
  const maxAffectedToken = tokens.find((t) => t.startsWith('max-affected='));
  const maxAffectedRaw = maxAffectedToken?.slice('max-affected='.length);
  return {
    representation: returned === 'representation',
    count: first('count', ['exact', 'planned', 'estimated'] as const),
    resolution: resolution === 'merge-duplicates' ? 'merge' : resolution === 'ignore-duplicates' ? 'ignore' : null,
    return: returned,
    missing: first('missing', ['default', 'null'] as const),
    tx: first('tx', ['commit', 'rollback'] as const),
    handling: first('handling', ['strict', 'lenient'] as const),
    // A value that is not a whole number is ignored (and, like PostgREST, not counted as invalid).
    maxAffected: maxAffectedRaw !== undefined && /^-?\d{1,18}$/.test(maxAffectedRaw) ? Number(maxAffectedRaw) : null,
    invalid: tokens.filter((t) => !KNOWN_PREFERENCES.has(t) && !t.startsWith('timezone=') && !t.startsWith('max-affected=')),
  };
}

/**
 * The Preference-Applied header PostgREST gives a request: the preferences it honoured, in its
 * order (resolution, missing, return, count, tx, handling, max-affected), each only where that
 * kind of request echoes it. max-affected is echoed only with handling=strict, as only then is it
 * applied; resolution only when the table has a primary key or on_conflict names the columns.
 */
export function preferenceApplied(
  prefer: Prefer,
  kind: 'read' | 'insert' | 'update' | 'delete' | 'rpc',
  options: { resolutionApplies?: boolean; txHonoured: boolean },
): string | null {
  const values: string[] = [];
  if (kind === 'insert' && prefer.resolution && options.resolutionApplies) {
    values.push(`resolution=${prefer.resolution === 'merge' ? 'merge-duplicates' : 'ignore-duplicates'}`);
  }
  if ((kind === 'insert' || kind === 'update') && prefer.missing) values.push(`missing=${prefer.missing}`);
  if (kind !== 'read' && kind !== 'rpc' && prefer.return) values.push(`return=${prefer.return}`);
  if (prefer.count) values.push(`count=${prefer.count}`);
  if (prefer.tx && options.txHonoured) values.push(`tx=${prefer.tx}`);
  if (prefer.handling) values.push(`handling=${prefer.handling}`);
  if ((kind === 'update' || kind === 'delete' || kind === 'rpc') && prefer.handling === 'strict' && prefer.maxAffected !== null) {
    values.push(`max-affected=${prefer.maxAffected}`);
  }
  return values.length > 0 ? values.join(', ') : null;
}
