import { describe, expect, it } from 'vitest';
import { answerRequests } from '../../../test/answer-requests';
import { updateStaff } from './update-staff';

describe('saving an edited union officer', () => {
  it('sends the fields the officer emptied as null, so the server clears them instead of keeping them', async () => {
    const sent = answerRequests({ id: 5 });
    await updateStaff({
      id: 5,
      organizationId: 3,
      fullName: 'Lê Thị Mai',
      positionId: 2,
      gender: undefined,
      phoneNumber: '',
      termEnd: undefined,
      employment: 'kiem_nhiem',
    });
    expect(sent.map((request) => request.body)).toEqual([
      {
        id: 5,
        organizationId: 3,
        fullName: 'Lê Thị Mai',
        positionId: 2,
        gender: null,
        phoneNumber: null,
        termEnd: null,
        employment: 'kiem_nhiem',
      },
    ]);
  });

  it('leaves out the account link when the form does not hold it, which keeps the link', async () => {
    const sent = answerRequests({ id: 5 });
    await updateStaff({ id: 5, fullName: 'Lê Thị Mai' });
    expect(sent.map((request) => request.body)).toEqual([{ id: 5, fullName: 'Lê Thị Mai' }]);
  });
});
