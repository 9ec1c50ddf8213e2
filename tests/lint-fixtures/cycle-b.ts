// The other half of the cycle in cycle-a.ts.
import { a } from './cycle-a.ts';

export const b = (): number => (Math.random() > 2 ? a() : 0);
