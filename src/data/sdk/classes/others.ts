/** Classes of the class/conversation, group, relation, user and init pages, and class/response. Facts: see ../sources.ts. */
import type {SdkClass} from '../types';

export const OTHERS_CLASSES: readonly SdkClass[] = [];
