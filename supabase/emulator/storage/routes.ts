import { Hono } from 'hono';
import type { EmulatorContext } from '../context.ts';

export function createStorageApp(_ctx: EmulatorContext) {
  const app = new Hono();
  return app;
}
