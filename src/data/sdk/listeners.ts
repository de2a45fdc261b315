/** Listeners of the listener/ pages. Facts: see ./sources.ts. */
import type {SdkListener} from './types';

export const LISTENERS: readonly SdkListener[] = [];
