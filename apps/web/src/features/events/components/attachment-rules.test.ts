import { describe, expect, it } from 'vitest';
import { fileProblem, formatFileSize, pickAttachments, TOO_MANY_FILES_MESSAGE } from './attachment-rules';

const MB = 1024 * 1024;
const file = (name: string, size = 1000, uid = name) => ({ uid, name, size });

describe('attachments checked before they are sent', () => {
  it('takes the extensions the server allows, in any case, up to 10 MB', () => {
    for (const name of ['a.pdf', 'b.DOCX', 'c.xlsx', 'd.pptx', 'e.JPG', 'f.png', 'g.gif', 'h.zip', 'i.rar']) {
      expect(fileProblem(file(name)), name).toBeNull();
    }
    expect(fileProblem(file('bao-cao.pdf', 10 * MB))).toBeNull();
  });

  it('says in Vietnamese why a file is refused, naming it', () => {
    expect(fileProblem(file('cai-dat.exe'))).toBe(
      'Tệp cai-dat.exe có định dạng không được hỗ trợ. Các định dạng cho phép: pdf, doc, docx, xls, xlsx, ppt, pptx, jpg, jpeg, png, gif, zip, rar; mỗi tệp không quá 10 MB',
    );
    expect(fileProblem(file('khong-duoi'))).toMatch(/^Tệp khong-duoi có định dạng không được hỗ trợ/);
    expect(fileProblem(file('video.pdf', 10 * MB + 1))).toBe(
      'Tệp video.pdf quá lớn. Kích thước tối đa cho phép: 10 MB',
    );
    expect(fileProblem(file('trong.pdf', 0))).toBe('Tệp trong.pdf không có nội dung');
  });

  it('keeps the event within 10 files, counting those it has, and says so once', () => {
    const chosen = [file('1.pdf'), file('2.pdf')];
    const picked = ['3.pdf', '4.exe', '5.pdf', '6.pdf'].map((n) => file(n));
    const { kept, problems } = pickAttachments(chosen, picked, 7);
    expect(kept.map((f) => f.name)).toEqual(['1.pdf', '2.pdf', '3.pdf']);
    expect(problems).toEqual([expect.stringMatching(/^Tệp 4\.exe có định dạng/), TOO_MANY_FILES_MESSAGE]);
    expect(TOO_MANY_FILES_MESSAGE).toBe('Mỗi sự kiện có tối đa 10 tệp đính kèm');
    // a file already chosen is not counted twice
    expect(pickAttachments(chosen, [chosen[0]!], 0)).toEqual({ kept: chosen, problems: [] });
  });

  it('writes sizes as the Vietnamese read them', () => {
    expect(formatFileSize(500)).toBe('500 B');
    expect(formatFileSize(850 * 1024)).toBe('850 KB');
    expect(formatFileSize(1.5 * MB)).toBe('1,5 MB');
  });
});
