/** Classes of the class/message pages: the message and its elements. Facts: see ../sources.ts. */
import type {SdkClass} from '../types';

export const MESSAGE_CLASSES: readonly SdkClass[] = [];
