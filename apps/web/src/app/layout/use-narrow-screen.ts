import { NARROW_BREAKPOINT_PX } from '@congdoan/shared';
import { useBelowWidth } from '../../lib/use-below-width';

/** True below the 1200 px breakpoint (overlay menu, vertical layout; docs/requirements.md, "Page shell"). */
export const useNarrowScreen = (): boolean => useBelowWidth(NARROW_BREAKPOINT_PX);
