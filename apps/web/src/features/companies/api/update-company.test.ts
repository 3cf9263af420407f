import { describe, expect, it } from 'vitest';
import { answerRequests } from '../../../test/answer-requests';
import { updateCompany } from './update-company';

describe('saving an edited company', () => {
  it('puts to the company’s own path, the emptied fields as null so that the server clears them', async () => {
    const received = answerRequests({ id: 5 });
    await updateCompany({
      id: 5,
      body: { ten: 'Công ty TNHH Minh Phát', cumKCNId: undefined, diaChi: '', ghiChu: 'Đã liên hệ' },
    });
    expect(received).toEqual([
      {
        url: expect.stringMatching(/\/api\/v1\/cong-ty-chua-co-cd\/5$/),
        method: 'PUT',
        body: { ten: 'Công ty TNHH Minh Phát', cumKCNId: null, diaChi: null, ghiChu: 'Đã liên hệ' },
      },
    ]);
  });
});
