// How many pages the app's server renders at once. Rendering is mostly waiting on the API, but
// each render holds memory and some CPU, so past a point more at once only makes every one of
// them slow. Requests beyond `concurrent` wait in line, up to `queued` of them and `waitMs` each;
// past that the server is overloaded and says so at once (a 503 with Retry-After), rather than
// letting every visitor's page time out.

export interface RenderGateOptions {
  /** Pages rendered at once. */
  concurrent: number;
  /** Requests that may wait for a turn. */
  queued: number;
  /** The longest a request waits for its turn. */
  waitMs: number;
}

/** The default for two cores: reads, not CPU, are most of a render. */
export const DEFAULT_RENDER_GATE: RenderGateOptions = { concurrent: 16, queued: 64, waitMs: 3000 };

/** Thrown when a request got no turn: the server is overloaded. */
export class RenderGateBusy extends Error {
  constructor() {
    super('The server is busy');
    this.name = 'RenderGateBusy';
  }
}

export function renderGate({ concurrent, queued, waitMs }: RenderGateOptions) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const turn = (): Promise<void> => {
    if (running < concurrent) {
      running++;
      return Promise.resolve();
    }
    if (waiting.length >= queued) return Promise.reject(new RenderGateBusy());
    return new Promise<void>((resolve, reject) => {
      const go = () => {
        clearTimeout(timer);
        running++;
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(go), 1);
        reject(new RenderGateBusy());
      }, waitMs);
      waiting.push(go);
    });
  };

  const release = () => {
    running--;
    waiting.shift()?.();
  };

  /** Runs `work` in its turn; rejects with RenderGateBusy when none comes. */
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    await turn();
    try {
      return await work();
    } finally {
      release();
    }
  };
}

/** Each visitor's own share: one visitor's burst of pages waits on itself, not on everyone. */
export const DEFAULT_VISITOR_GATE: RenderGateOptions = { concurrent: 4, queued: 8, waitMs: 3000 };

/** A gate per key (a visitor's address), made when the key first comes and dropped when it is idle. */
export function keyedRenderGate(options: RenderGateOptions) {
  const gates = new Map<string, { run: ReturnType<typeof renderGate>; using: number }>();
  return async function run<T>(key: string, work: () => Promise<T>): Promise<T> {
    let gate = gates.get(key);
    if (!gate) gates.set(key, (gate = { run: renderGate(options), using: 0 }));
    gate.using++;
    try {
      return await gate.run(work);
    } finally {
      if (--gate.using === 0) gates.delete(key);
    }
  };
}
