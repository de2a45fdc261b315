/** Methods of the group module about members, applications and muting. Facts: see ../sources.ts. */
import type {SdkMethod} from '../types';

export const GROUP_MEMBERS_METHODS: readonly SdkMethod[] = [];
