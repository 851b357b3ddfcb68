import { fileURLToPath } from 'node:url';

// Resolved from this file, not from the working directory, so synth works from any folder.
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const handlersDir = fileURLToPath(new URL('../../lambdas/src/handlers/', import.meta.url));
export const webDistDir = fileURLToPath(new URL('../../web/dist/', import.meta.url));
export const webDir = fileURLToPath(new URL('../../web/', import.meta.url));
