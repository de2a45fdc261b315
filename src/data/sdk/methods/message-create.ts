/** Methods of the message module (the create* message builders). Facts: see ../sources.ts. */
import type {SdkMethod} from '../types';

export const MESSAGE_CREATE_METHODS: readonly SdkMethod[] = [];
