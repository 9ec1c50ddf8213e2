import { cpus, totalmem } from 'node:os';

/** The machine a benchmark ran on, written beside its figures. */
export function machine(): string {
  return `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}
