declare const Deno: { serve(h: (r: Request) => Response | Promise<Response>): void };
import { handler } from './handler.ts';

Deno.serve(handler);
