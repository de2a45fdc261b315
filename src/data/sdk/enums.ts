/** Enums of the enum/ pages. Facts: see ./sources.ts. */
import type {SdkEnum} from './types';

export const ENUMS: readonly SdkEnum[] = [];
