/** Methods of the message module. Facts: see ../sources.ts. */
import type {SdkMethod} from '../types';

export const MESSAGE_METHODS: readonly SdkMethod[] = [];
