let startedAt = Date.now();

/** When this page's reads began: data older than this was read on an earlier visit (or kept on the device). */
export function pageStartedAt(): number {
  return startedAt;
}

/** A page the server rendered began with the server's reads, made moments before the browser opened it. */
export function notePageStartedAt(time: number) {
  startedAt = Math.min(startedAt, time);
}
