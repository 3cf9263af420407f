import { useMemo } from 'react';
import { useAppAbility } from '../../lib/ability';
import { homePathFor } from './guard';
import { MENU_GROUPS, ROUTES } from './route-table';

/** The signed-in user's landing page, following their current ability. */
export function useHomePath(): string {
  const ability = useAppAbility();
  return useMemo(() => homePathFor(ability, ROUTES, MENU_GROUPS), [ability, ability.rules]);
}
