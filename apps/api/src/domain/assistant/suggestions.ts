import type { Actor } from '../../actor.js';
import type { FigureIntent } from './data.js';
import { fold, syllables } from './text.js';

/** One question the engine answers for each figure intent, as the page offers it. */
export const INTENT_QUESTIONS: Record<FigureIntent, string> = {
  'members.count': 'Đơn vị mình có bao nhiêu đoàn viên?',
  'members.femaleShare': 'Tỷ lệ đoàn viên nữ là bao nhiêu?',
  'members.joined': 'Tháng này kết nạp bao nhiêu đoàn viên?',
  'members.left': 'Tháng này có bao nhiêu đoàn viên thôi sinh hoạt?',
  'unions.count': 'Có bao nhiêu công đoàn cơ sở?',
  'workers.count': 'Có bao nhiêu người lao động?',
  'staff.count': 'Có bao nhiêu cán bộ công đoàn?',
  'reports.missing': 'Đơn vị nào chưa nộp báo cáo kỳ này?',
  'events.upcoming': 'Tuần này có sự kiện gì?',
  'notifications.unread': 'Tôi có thông báo nào chưa đọc?',
};

/** The women's count, offered after the members' and not again after itself. */
export const WOMEN_QUESTION = 'Có bao nhiêu đoàn viên nữ?';

/** What to ask next after each figure intent: the conversation's next step. */
export const FOLLOW_UPS: Record<FigureIntent, string[]> = {
  'members.count': [WOMEN_QUESTION, 'Tỷ lệ đoàn viên nữ là bao nhiêu?', INTENT_QUESTIONS['members.joined']],
  'members.femaleShare': [WOMEN_QUESTION, INTENT_QUESTIONS['workers.count']],
  'members.joined': [INTENT_QUESTIONS['members.left'], 'Năm nay kết nạp bao nhiêu đoàn viên?'],
  'members.left': [INTENT_QUESTIONS['members.joined'], INTENT_QUESTIONS['members.count']],
  'unions.count': [INTENT_QUESTIONS['members.count'], INTENT_QUESTIONS['reports.missing']],
  'workers.count': [INTENT_QUESTIONS['members.count'], INTENT_QUESTIONS['unions.count']],
  'staff.count': [INTENT_QUESTIONS['unions.count'], INTENT_QUESTIONS['members.count']],
  'reports.missing': ['Cách nộp báo cáo số lượng đoàn viên?', INTENT_QUESTIONS['unions.count']],
  'events.upcoming': ['Tuần sau có sự kiện gì?', INTENT_QUESTIONS['notifications.unread']],
  'notifications.unread': [INTENT_QUESTIONS['events.upcoming']],
};

/** The intents a member (scope 'self') may ask: their own notices and events. */
const MEMBER_INTENTS: FigureIntent[] = ['notifications.unread', 'events.upcoming'];

const KNOWLEDGE_QUESTIONS = [
  'Đoàn phí đóng bao nhiêu?',
  'Kinh phí công đoàn đóng bao nhiêu?',
  'Người lao động nước ngoài có được gia nhập công đoàn không?',
  'Quyền của đoàn viên công đoàn là gì?',
  'Làm sao chuyển sinh hoạt cho đoàn viên?',
  'Cách nộp báo cáo số lượng đoàn viên?',
];

/** What the assistant answers an asker, by what they may see. */
export const introOf = (actor: Pick<Actor, 'scope'>) =>
  actor.scope === 'self'
    ? 'Mình trả lời về thông báo và sự kiện của bạn, đoàn phí, kinh phí công đoàn, Luật Công đoàn và cách dùng hệ thống.'
    : 'Mình trả lời các câu hỏi về số liệu trong phạm vi của bạn (đoàn viên, công đoàn cơ sở, báo cáo, sự kiện, thông báo) và về quy định, hướng dẫn sử dụng hệ thống.';

/** Questions to start with, by what the asker may see. */
export function starterQuestions(actor: Pick<Actor, 'scope'>): string[] {
  if (actor.scope === 'self')
    return [
      INTENT_QUESTIONS['notifications.unread'],
      INTENT_QUESTIONS['events.upcoming'],
      KNOWLEDGE_QUESTIONS[0]!,
      KNOWLEDGE_QUESTIONS[2]!,
      KNOWLEDGE_QUESTIONS[3]!,
    ];
  return [
    INTENT_QUESTIONS['members.count'],
    WOMEN_QUESTION,
    INTENT_QUESTIONS['reports.missing'],
    INTENT_QUESTIONS['events.upcoming'],
    INTENT_QUESTIONS['unions.count'],
    KNOWLEDGE_QUESTIONS[0]!,
  ];
}

/** A text's words and word pairs, folded: what two questions share. */
function terms(text: string): Set<string> {
  const words = syllables(fold(text));
  return new Set([...words, ...words.slice(1).map((w, i) => `${words[i]} ${w}`)]);
}

/**
 * The three questions the engine answers that come closest to one it did not understand: the
 * intent its noun hinted at first, then by the words and word pairs they share.
 */
export function closestQuestions(
  question: string,
  actor: Pick<Actor, 'scope'>,
  hinted: FigureIntent | null,
  articleQuestions: string[],
): string[] {
  const asked = terms(question);
  const allowed = (Object.keys(INTENT_QUESTIONS) as FigureIntent[]).filter(
    (i) => actor.scope !== 'self' || MEMBER_INTENTS.includes(i),
  );
  const candidates = [
    ...new Set([...allowed.map((i) => INTENT_QUESTIONS[i]), ...articleQuestions, ...KNOWLEDGE_QUESTIONS]),
  ];
  const shared = (q: string) => [...terms(q)].filter((t) => asked.has(t)).length;
  const ranked = candidates
    .map((q, i) => ({ q, score: shared(q), i }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((c) => c.q);
  const first = hinted && allowed.includes(hinted) ? [INTENT_QUESTIONS[hinted]] : [];
  return [...new Set([...first, ...ranked])].slice(0, 3);
}
