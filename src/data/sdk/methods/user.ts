/** Methods of the user module. Facts: see ../sources.ts. */
import type {SdkMethod} from '../types';

export const USER_METHODS: readonly SdkMethod[] = [];
