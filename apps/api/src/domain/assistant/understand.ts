import type { AssistantIntent, AssistantSlots } from '@congdoan/shared';
import type { FigureIntent } from './data.js';
import { periodOf } from './periods.js';
import { fold, mend, syllables } from './text.js';

/**
 * What a question asks, read by rules over its folded words (docs/requirements.md, "Assistant"):
 * a figure intent needs its noun and a word that asks for an amount ("bao nhiêu", "mấy", "số",
 * "tổng"…) or a cue of its own ("chưa nộp báo cáo", "thông báo chưa đọc"); a question about how,
 * law or fees is left to the knowledge base.
 */
export interface Reading {
  intent: FigureIntent | 'greeting' | null;
  /** 1: the intent's whole cue; 0.5: its noun only (below the threshold: the knowledge base is asked). */
  confidence: number;
  slots: AssistantSlots;
}

export const CONFIDENT = 0.75;

/** How-to, law and fees: the knowledge base's questions, even with "bao nhiêu" in them. */
const KNOWLEDGE =
  /\b(nhu the nao|the nao|lam sao|lam the nao|cach|huong dan|thu tuc|quy dinh|duoc khong|co duoc khong|la gi|o dau|bang cach nao|can gi|can nhung gi|ho so gom|phi|kinh phi|luat|nghi dinh|quyet dinh|quyen|nghia vu|muc dong|dong bao nhieu|tao|gui|them|nhap|chuyen|lien ket|doi mat khau|phe duyet)\b/;
const GREETING =
  /^(xin chao|chao|hello|hi|alo|chao ban|ban oi|ad oi)\b|\b(ban la ai|ban lam duoc gi|ban giup duoc gi|ban co the lam gi|giup gi duoc|hoi duoc gi|tro ly la gi)\b/;

interface Cue {
  intent: FigureIntent;
  /** The whole cue: the intent for sure. */
  strong: RegExp;
  /** Its noun: the intent if nothing else answers. */
  weak: RegExp;
  /** Asked with a how-to or law word, it is still this intent. */
  beatsKnowledge?: boolean;
}

// "thành viên" of a union is a member (of its board, a staff member: staff.count is tried first)
const MEMBER = '(doan vien|cong doan vien|hoi vien|thanh vien)';
const EVENT =
  '(su kien|hoat dong|hoi nghi|chuong trinh|lich|giai (?:bong|the thao|cau|chay|dau|co)|bong da|hoi thao|tap huan|van nghe|the thao|dai hoi|mit tinh|le ky niem|hoi thi)';
/** In the order they are tried: the more specific first. */
const CUES: Cue[] = [
  {
    intent: 'notifications.unread',
    strong:
      /\bthong bao\b.*\b(chua doc|chua xem|moi|cua toi|cua minh|danh cho toi|nao)\b|\b(chua doc|chua xem)\b.*\bthong bao\b|\b(toi|minh) co\b.*\bthong bao\b/,
    weak: /\bthong bao\b/,
  },
  {
    intent: 'reports.missing',
    strong:
      /\b(chua|khong|thieu|qua han|tre) (nop |gui |co |lam )?bao cao\b|\bbao cao\b.*\b(chua nop|chua gui|qua han|tre han|chua xong|con thieu)\b|\b(don vi|cong doan|cdcs)\b.*\bchua (nop|bao cao|gui)\b|\bbao cao chua\b/,
    weak: /\b(bao cao|ky bao cao)\b/,
    beatsKnowledge: true,
  },
  {
    intent: 'members.femaleShare',
    strong:
      /\b(ty le|phan tram|%|bao nhieu phan)\b.*\b(nu|phu nu|chi em)\b|\b(nu|phu nu)\b.*\b(ty le|phan tram|chiem)\b/,
    weak: /\bty le\b/,
  },
  {
    intent: 'members.joined',
    strong: new RegExp(
      `\\b(ket nap|tiep nhan|gia nhap|moi vao|vao moi|tang them|tang)\\b.*\\b(${MEMBER}|bao nhieu|may|nguoi|ai)\\b|\\b${MEMBER} moi\\b|\\b(bao nhieu|may|so) (?:${MEMBER} |nguoi )?(moi|duoc ket nap|ket nap|tiep nhan|tang)\\b`,
    ),
    weak: /\b(ket nap|tiep nhan)\b/,
  },
  {
    intent: 'members.left',
    strong: new RegExp(
      `\\b(thoi sinh hoat|roi khoi|ra khoi|nghi viec|nghi|giam|khai tru|mat)\\b.*\\b(${MEMBER}|bao nhieu|may|nguoi|ai)\\b|\\b(bao nhieu|may|so|co ai) (?:${MEMBER} |nguoi )?(thoi sinh hoat|roi|nghi|ra khoi|giam|bi khai tru)\\b`,
    ),
    weak: /\bthoi sinh hoat\b/,
  },
  {
    intent: 'events.upcoming',
    strong: new RegExp(
      `\\b${EVENT}\\b.*\\b(nao|gi|bao nhieu|may|sap|tuan|thang|hom nay|co|dien ra|quy|nam|tu|khong)\\b|\\b(co|nhung|cac|bao nhieu|may)\\b.*\\b${EVENT}\\b`,
    ),
    weak: new RegExp(`\\b${EVENT}\\b`),
  },
  {
    intent: 'staff.count',
    strong:
      /\b(bao nhieu|may|so|so luong|tong so|dem)\b.*\bcan bo\b|\bcan bo (cong doan )?.*\b(bao nhieu|may)\b|\b(ban chap hanh|bch|ban thuong vu|uy ban kiem tra|ubkt)\b.*\b(bao nhieu|may)\b/,
    weak: /\bcan bo cong doan\b/,
  },
  {
    intent: 'workers.count',
    strong:
      /\b(bao nhieu|may|so|so luong|tong so|dem)\b.*\b(nguoi lao dong|lao dong|cong nhan|cnvc|cong nhan vien chuc)\b|\b(nguoi lao dong|lao dong|cong nhan)\b.*\b(bao nhieu|may)\b|\bty le (doan vien|gia nhap|tham gia)\b/,
    weak: /\b(nguoi lao dong|cong nhan)\b/,
  },
  {
    intent: 'members.count',
    strong: new RegExp(
      `\\b(bao nhieu|may|so|so luong|tong so|dem|tong)\\b.*\\b${MEMBER}\\b|\\b${MEMBER}\\b.*\\b(bao nhieu|may|so luong|tong so|tong cong)\\b|\\b(bao nhieu|may|so) (nguoi |chi em )?(nu|nam|phu nu)\\b`,
    ),
    weak: new RegExp(`\\b${MEMBER}\\b`),
  },
  {
    intent: 'unions.count',
    strong:
      /\b(bao nhieu|may|so|so luong|tong so|dem)\b (cong doan|cong doan co so|don vi|to chuc cong doan|cdcs|co so)\b|\b(cong doan co so|cdcs)\b.*\b(bao nhieu|may)\b/,
    weak: /\bcong doan co so\b/,
  },
];

/** Every word the rules know: a question's typos are mended towards them. */
export const VOCABULARY: ReadonlySet<string> = new Set(
  [
    'bao nhieu may so luong tong cong dem thong ke hien co duoc',
    'doan vien hoi vien thanh cong nguoi lao dong nhan chuc cnvc can bo ban chap hanh bch',
    'nu nam phu chi em ty le phan tram chiem',
    'ket nap tiep gia nhap moi vao tang them thoi sinh hoat roi khoi ra nghi giam khai tru mat',
    'thong bao chua doc xem cua toi minh danh cho nao',
    'nop gui bao cao ky qua han tre thieu xong',
    'su kien hoi nghi chuong trinh lich sap dien tuan thang quy hom nay truoc sau toi ngoai',
    'co so don vi to phuong xa khu cum nghiep che xuat',
    'xin chao ban la ai giup gi lam',
    'nhu the nao sao cach huong dan thu tuc quy dinh khong dau can phi kinh luat quyen nghia vu dong',
    'tao gui them chuyen lien ket doi khau phe duyet',
  ]
    .join(' ')
    .split(' '),
);

/** Word pairs the rules know: a typo next to its partner is mended towards the pair. */
const PAIRS: ReadonlySet<string> = new Set([
  'bao nhieu',
  'doan vien',
  'thanh vien',
  'thong bao',
  'bao cao',
  'su kien',
  'cong doan',
  'co so',
  'lao dong',
  'can bo',
  'ket nap',
  'thoi sinh',
  'sinh hoat',
  'chua doc',
  'chua xem',
  'ty le',
  'phan tram',
  'cong nhan',
  'hoi nghi',
  'tuan nay',
  'thang nay',
  'phu nu',
  'chua nop',
  'vien nu',
  'vien nam',
]);

/**
 * Reads a question: its words folded and mended (typos), then the first cue that matches whole;
 * the period, the gender. Places are read by `placeSlots` from the words as typed (a union's name is
 * not mended).
 */
export function readQuestion(question: string, now: Date, known: ReadonlySet<string> = VOCABULARY): Reading {
  const folded = fold(question);
  const mended = mend(syllables(folded), known, PAIRS).join(' ');
  const slots: AssistantSlots = {};
  const period = periodOf(mended, now);
  if (period) Object.assign(slots, { from: period.from, to: period.to, periodLabel: period.label });
  const gender = genderOf(question, mended);
  if (gender) slots.gender = gender;

  const words = syllables(mended).length;
  if (GREETING.test(mended) && words <= 8 && !CUES.some((c) => c.strong.test(mended)))
    return { intent: 'greeting', confidence: 1, slots };
  const howTo = KNOWLEDGE.test(mended);
  for (const cue of CUES)
    if (cue.strong.test(mended) && (!howTo || cue.beatsKnowledge))
      return { intent: cue.intent, confidence: 1, slots };
  for (const cue of CUES) if (cue.weak.test(mended)) return { intent: cue.intent, confidence: 0.5, slots };
  return { intent: null, confidence: 0, slots };
}

/**
 * 'nu' or 'nam' when the question asks by gender. Folded, "năm" (a year) reads as "nam": with its
 * marks, only "nam" is a man; without them, "nam" followed by a year or a word of time is a year.
 */
function genderOf(question: string, mended: string): 'nu' | 'nam' | undefined {
  if (/\b(nu|phu nu|chi em)\b/.test(mended)) return 'nu';
  // a place's name: Việt Nam, Hà Nam, Quảng Nam, miền Nam
  const named = mended.replace(/\b(viet|ha|quang|mien|phia|ninh|dinh|hai|tay|dong) nam\b/g, ' ');
  if (!/\bnam\b/.test(named)) return undefined;
  const marked = /[\u0300-\u036f\u0111\u0110]/.test(question.normalize('NFD'));
  if (marked) {
    const lower = question
      .normalize('NFC')
      .toLowerCase()
      .replace(/(việt|hà|quảng|miền|phía|ninh|định|hải|tây|đông) nam/g, ' ');
    return /(^|[^\p{L}])nam($|[^\p{L}])/u.test(lower) ? 'nam' : undefined;
  }
  return /\bnam\b(?! (\d{4}|nay|ngoai|truoc|qua|sau|toi|hien tai|hoc))/.test(named) &&
    !/\b(\d{4}|moi|cac|trong|cua|hang) nam\b/.test(named)
    ? 'nam'
    : undefined;
}

export const isFigureIntent = (intent: AssistantIntent): intent is FigureIntent =>
  CUES.some((c) => c.intent === intent);
