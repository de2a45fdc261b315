import path from 'node:path';

/**
 * The build the built-output and browser tests read: `build/`, or `BUILD_DIR` when set, so a second build
 * (another branch of work, a benchmark) can be tested without overwriting the first.
 */
export const BUILD = path.resolve(process.env.BUILD_DIR ?? path.join(__dirname, '..', 'build'));
