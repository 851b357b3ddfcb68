/** A conversion's own limits when its caller sets none (the command line's are these). */
export const DEFAULT_MAX_PAGES = 500;
export const DEFAULT_TIMEOUT_MS = 120_000;
