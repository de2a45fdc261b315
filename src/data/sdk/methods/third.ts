/** Methods of the third module. Facts: see ../sources.ts. */
import type {SdkMethod} from '../types';

export const THIRD_METHODS: readonly SdkMethod[] = [];
