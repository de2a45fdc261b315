/** Methods of the group module about the group itself: lifecycle, info, lists, search, listener. Facts: see ../sources.ts. */
import type {SdkMethod} from '../types';

export const GROUP_METHODS: readonly SdkMethod[] = [];
