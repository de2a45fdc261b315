/** Methods of the conversation module. Facts: see ../sources.ts. */
import type {SdkMethod} from '../types';

export const CONVERSATION_METHODS: readonly SdkMethod[] = [];
