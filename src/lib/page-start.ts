/** When this page started: data older than this was read on an earlier visit (or kept on the device). */
export const PAGE_STARTED_AT = Date.now();
