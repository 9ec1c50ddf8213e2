import { Hono } from 'hono';
import type { EmulatorContext } from '../context.ts';

export function createRestApp(_ctx: EmulatorContext) {
  const app = new Hono();
  return app;
}
