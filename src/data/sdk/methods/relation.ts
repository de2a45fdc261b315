/** Methods of the relation module. Facts: see ../sources.ts. */
import type {SdkMethod} from '../types';

export const RELATION_METHODS: readonly SdkMethod[] = [];
