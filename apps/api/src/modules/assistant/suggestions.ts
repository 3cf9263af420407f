import type { DataScope } from '@congdoan/shared';
import type { Actor } from '../../actor.js';

/** How an officer names their own scope in a question. */
const OWN_SCOPE: Record<Exclude<DataScope, 'self'>, string> = {
  province: 'Toàn tỉnh',
  ward: 'Phường mình',
  zone: 'Khu công nghiệp mình',
  organization: 'Công đoàn mình',
};

/**
 * GET assistant/suggestions: questions to start with, by the asker's scope. A member (scope
 * 'self') is offered what is theirs to know — dues, the law, how to do things, their own notices;
 * an officer the figures of their scope, the units that have not reported, this week's events.
 */
export function suggestionsFor(actor: Actor): string[] {
  if (actor.scope === 'self') {
    return [
      'Đoàn phí đóng bao nhiêu?',
      'Ai được gia nhập công đoàn theo Luật Công đoàn 2024?',
      'Làm thế nào để chuyển sinh hoạt công đoàn?',
      'Tôi có thông báo nào chưa đọc?',
      'Tuần này có sự kiện gì?',
    ];
  }
  const own = OWN_SCOPE[actor.scope];
  return [
    `${own} có bao nhiêu đoàn viên?`,
    `Tỷ lệ đoàn viên nữ của ${own.toLowerCase()} là bao nhiêu?`,
    'Đơn vị nào chưa nộp báo cáo kỳ này?',
    'Tuần này có sự kiện gì?',
    'Tháng này có bao nhiêu đoàn viên mới?',
    'Đoàn phí đóng bao nhiêu?',
  ];
}
