// Half of an import cycle, on purpose: tests/unit/lint-guards.test.ts expects lint to refuse it.
import { b } from './cycle-b.ts';

export const a = (): number => b() + 1;
