import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../lib/query-keys';
import { answerRequests } from '../../../test/answer-requests';
import { invalidatedBy } from '../../../test/query-cache';
import { renderHook } from '../../../test/render-page';
import { useMarkEventSeen } from './mark-event-seen';

describe('an event page opened', () => {
  it('tells the server with a write of its own and reads the event and its counts again', async () => {
    const sent = answerRequests({ success: true });
    const changed = await invalidatedBy(
      { event: [...ROOT.events, 'detail', 12], list: [...ROOT.events, 'list', { page: 1 }] },
      (client) => renderHook(useMarkEventSeen, { client }).mutateAsync(12),
    );
    expect(sent.map((r) => `${r.method} ${new URL(r.url, 'http://localhost').pathname}`)).toEqual([
      'POST /api/v1/su-kien/12/da-xem',
    ]);
    expect(changed).toEqual(['event', 'list']);
  });
});
