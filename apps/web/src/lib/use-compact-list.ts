import { useBelowWidth } from './use-below-width';

/**
 * Below antd's `md` breakpoint (768 px) a list shows its rows as cards and its filters in a drawer
 * (docs/requirements.md, "Lists on a phone"). 768 px is where a phone ends and a tablet begins:
 * under it the content is at most about 700 px wide, too narrow for a name and four facts side by
 * side, while a tablet held upright still reads a table of the default columns.
 */
export const COMPACT_LIST_BELOW_PX = 768;

/** True on a phone-sized screen, from the first render (no table drawn then replaced). */
export const useCompactList = (): boolean => useBelowWidth(COMPACT_LIST_BELOW_PX);
