import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** DELETE organization/choices?choiceId=: refused (409 category_in_use) while organisations use it. */
export const deleteChoice = (choiceId: number) =>
  api.delete<{ success: true }>('organization/choices', { query: { choiceId } });

export const useDeleteChoice = () => useWrite('organization', deleteChoice);
