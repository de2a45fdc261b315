/** Callbacks of the callback/ pages. Facts: see ./sources.ts. */
import type {SdkCallback} from './types';

export const CALLBACKS: readonly SdkCallback[] = [];
