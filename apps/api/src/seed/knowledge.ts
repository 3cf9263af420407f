import { toSearchText } from '@congdoan/shared';
import { count } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { knowledgeArticles, knowledgeCategories } from '../db/schema/index.js';

interface SeedArticle {
  question: string;
  answer: string;
  /** Other words officers type for it, comma separated (accent-free variants are not needed). */
  keywords: string;
  source: string;
  effectiveFrom: string | null;
}

interface SeedCategory {
  name: string;
  description: string;
  articles: SeedArticle[];
}

const QD_61 = 'Quyết định số 61/QĐ-TLĐ ngày 29/7/2025 của Tổng Liên đoàn Lao động Việt Nam';
const ND_73 = 'Nghị định số 73/2024/NĐ-CP ngày 30/6/2024 của Chính phủ';
const CV_4133 = 'Công văn số 4133/TLĐ-ToC của Tổng Liên đoàn Lao động Việt Nam';
const LUAT_50 = 'Luật Công đoàn số 50/2024/QH15 ngày 27/11/2024';
const DIEU_LE = 'Điều lệ Công đoàn Việt Nam (Đại hội XIII)';
const GUIDE = 'Hướng dẫn sử dụng phần mềm quản lý công đoàn';
const FROM_2025_07 = '2025-07-01';

/**
 * The knowledge base a new database starts with: what officers and members ask every day, written
 * for this product in our own words, each fact with the document it comes from and the day it takes
 * effect. Administrators correct it afterwards. The base salary (2.340.000 đ, Nghị định 73/2024) was
 * the latest we could confirm when this was written; a newer one is an administrator's edit.
 */
export const KNOWLEDGE_SEED: readonly SeedCategory[] = [
  {
    name: 'Đoàn phí',
    description: 'Mức đóng, mức trần và các trường hợp không phải đóng đoàn phí công đoàn.',
    articles: [
      {
        question: 'Đoàn phí công đoàn đóng bao nhiêu?',
        answer:
          'Từ ngày 1/7/2025, đoàn viên đóng đoàn phí hằng tháng bằng 0,5% tiền lương làm căn cứ đóng bảo hiểm xã hội của mình. Đoàn viên ở doanh nghiệp nhà nước và doanh nghiệp ngoài nhà nước đóng tối đa 10% mức lương cơ sở, tức 234.000 đồng mỗi tháng với mức lương cơ sở 2.340.000 đồng.',
        keywords:
          'đoàn phí, mức đóng đoàn phí, tiền đoàn phí, phí đoàn viên, đóng đoàn phí hằng tháng, bao nhiêu phần trăm, 0,5%, nửa phần trăm',
        source: QD_61,
        effectiveFrom: FROM_2025_07,
      },
      {
        question: 'Đoàn phí tối đa mỗi tháng là bao nhiêu?',
        answer:
          'Đoàn viên làm việc tại doanh nghiệp nhà nước và doanh nghiệp ngoài nhà nước đóng đoàn phí không quá 10% mức lương cơ sở. Với mức lương cơ sở 2.340.000 đồng (áp dụng từ 1/7/2024), đoàn phí tối đa là 234.000 đồng một tháng, dù 0,5% tiền lương đóng bảo hiểm xã hội có cao hơn.',
        keywords:
          'mức trần đoàn phí, đoàn phí tối đa, giới hạn đoàn phí, trần, 234.000, 10% lương cơ sở, lương cao',
        source: `${QD_61}; ${ND_73}`,
        effectiveFrom: FROM_2025_07,
      },
      {
        question: 'Ví dụ cách tính đoàn phí hằng tháng',
        answer:
          'Lấy tiền lương làm căn cứ đóng bảo hiểm xã hội nhân với 0,5%. Ví dụ lương đóng bảo hiểm xã hội 8.000.000 đồng thì đoàn phí là 40.000 đồng một tháng. Nếu lương đóng bảo hiểm xã hội là 60.000.000 đồng tại một doanh nghiệp, 0,5% là 300.000 đồng nhưng chỉ đóng 234.000 đồng vì đã chạm mức trần.',
        keywords: 'tính đoàn phí, cách tính, công thức đoàn phí, ví dụ đoàn phí, lương đóng bảo hiểm',
        source: QD_61,
        effectiveFrom: FROM_2025_07,
      },
      {
        question: 'Tháng không có thu nhập hoặc nghỉ hưởng bảo hiểm xã hội có phải đóng đoàn phí không?',
        answer:
          'Không. Tháng đoàn viên không có tiền lương, thu nhập (như nghỉ không lương) hoặc nghỉ việc hưởng chế độ bảo hiểm xã hội (ốm đau, thai sản, tai nạn lao động) thì không phải đóng đoàn phí của tháng đó.',
        keywords:
          'nghỉ không lương, không có thu nhập, không có lương, nghỉ thai sản, nghỉ ốm, nghỉ sinh, tai nạn lao động, chế độ bảo hiểm xã hội, miễn đoàn phí, không đóng đoàn phí',
        source: QD_61,
        effectiveFrom: FROM_2025_07,
      },
      {
        question: 'Đoàn viên ở cơ quan nhà nước, đơn vị do ngân sách bảo đảm có còn đóng đoàn phí không?',
        answer:
          'Từ ngày 1/6/2025, đoàn viên công đoàn tại các cơ quan và đơn vị được ngân sách nhà nước bảo đảm toàn bộ chi thường xuyên không đóng đoàn phí; chính các cơ quan, đơn vị này cũng không đóng kinh phí công đoàn 2%. Đoàn viên ở doanh nghiệp và đơn vị tự chủ tài chính vẫn đóng như bình thường.',
        keywords:
          'cơ quan nhà nước, cơ quan hành chính, ngân sách nhà nước, đơn vị sự nghiệp, công chức, viên chức, dừng thu đoàn phí, không thu đoàn phí',
        source: CV_4133,
        effectiveFrom: '2025-06-01',
      },
      {
        question: 'Đoàn phí đóng ở đâu và đóng khi nào?',
        answer:
          'Đoàn viên đóng đoàn phí hằng tháng cho công đoàn cơ sở nơi mình đang sinh hoạt. Thường đoàn phí được trừ qua bảng lương khi đoàn viên đồng ý, hoặc nộp cho tổ trưởng công đoàn, người được ban chấp hành giao thu.',
        keywords: 'nộp đoàn phí, thu đoàn phí, trừ lương, khấu trừ, ai thu đoàn phí, thời hạn đóng',
        source: QD_61,
        effectiveFrom: FROM_2025_07,
      },
      {
        question: 'Mức lương cơ sở hiện nay là bao nhiêu?',
        answer:
          'Mức lương cơ sở là 2.340.000 đồng một tháng, áp dụng từ ngày 1/7/2024. Đây là căn cứ để tính mức trần đoàn phí (10% lương cơ sở, tức 234.000 đồng một tháng).',
        keywords: 'lương cơ sở, lương cơ bản, mức lương tối thiểu, 2.340.000, căn cứ tính đoàn phí',
        source: ND_73,
        effectiveFrom: '2024-07-01',
      },
    ],
  },
  {
    name: 'Kinh phí công đoàn',
    description: 'Khoản 2% do cơ quan, tổ chức, doanh nghiệp đóng; miễn, giảm, tạm dừng đóng.',
    articles: [
      {
        question: 'Kinh phí công đoàn 2% là gì, ai phải đóng?',
        answer:
          'Kinh phí công đoàn do cơ quan, tổ chức, doanh nghiệp sử dụng lao động đóng, bằng 2% quỹ tiền lương làm căn cứ đóng bảo hiểm xã hội cho người lao động. Khoản này do người sử dụng lao động trả, không trừ vào lương của người lao động.',
        keywords:
          'kinh phí công đoàn, KPCĐ, 2%, hai phần trăm, quỹ tiền lương, doanh nghiệp đóng, người sử dụng lao động',
        source: LUAT_50,
        effectiveFrom: FROM_2025_07,
      },
      {
        question: 'Doanh nghiệp chưa có công đoàn cơ sở có phải đóng kinh phí công đoàn không?',
        answer:
          'Có. Nghĩa vụ đóng kinh phí công đoàn 2% áp dụng cho cơ quan, tổ chức, doanh nghiệp dù đã có hay chưa có công đoàn cơ sở; khi chưa có, khoản này nộp cho công đoàn cấp trên.',
        keywords:
          'chưa có công đoàn, chưa thành lập công đoàn, công ty không có công đoàn, vẫn đóng 2%, nộp công đoàn cấp trên',
        source: LUAT_50,
        effectiveFrom: FROM_2025_07,
      },
      {
        question: 'Khi nào được miễn, giảm hoặc tạm dừng đóng kinh phí công đoàn?',
        answer:
          'Luật Công đoàn 2024 cho phép miễn, giảm hoặc tạm dừng đóng kinh phí công đoàn khi cơ quan, tổ chức, doanh nghiệp gặp khó khăn do thiên tai, hỏa hoạn, dịch bệnh hoặc lý do bất khả kháng khác. Thời gian tạm dừng đóng tối đa là 12 tháng; Chính phủ quy định chi tiết điều kiện và thủ tục.',
        keywords:
          'miễn kinh phí công đoàn, giảm kinh phí công đoàn, tạm dừng đóng, tạm ngừng đóng, 12 tháng, doanh nghiệp khó khăn, thiên tai, dịch bệnh',
        source: LUAT_50,
        effectiveFrom: FROM_2025_07,
      },
      {
        question: 'Cơ quan, đơn vị do ngân sách nhà nước bảo đảm có phải đóng kinh phí công đoàn 2% không?',
        answer:
          'Từ ngày 1/6/2025, các cơ quan và đơn vị được ngân sách nhà nước bảo đảm toàn bộ chi thường xuyên không đóng kinh phí công đoàn 2%, và đoàn viên của họ cũng không đóng đoàn phí.',
        keywords:
          'ngân sách nhà nước, cơ quan hành chính, đơn vị sự nghiệp công lập, dừng đóng 2%, không đóng kinh phí',
        source: CV_4133,
        effectiveFrom: '2025-06-01',
      },
      {
        question: 'Đoàn phí và kinh phí công đoàn khác nhau thế nào?',
        answer:
          'Đoàn phí do từng đoàn viên đóng, bằng 0,5% tiền lương đóng bảo hiểm xã hội của mình. Kinh phí công đoàn do cơ quan, doanh nghiệp đóng, bằng 2% quỹ tiền lương đóng bảo hiểm xã hội của mọi người lao động, kể cả người chưa vào công đoàn.',
        keywords: 'phân biệt, khác nhau, so sánh, đoàn phí và kinh phí, 0,5% và 2%',
        source: `${LUAT_50}; ${QD_61}`,
        effectiveFrom: FROM_2025_07,
      },
    ],
  },
  {
    name: 'Luật Công đoàn 2024',
    description: 'Luật Công đoàn số 50/2024/QH15, có hiệu lực từ ngày 1/7/2025.',
    articles: [
      {
        question: 'Luật Công đoàn 2024 có hiệu lực từ khi nào?',
        answer:
          'Luật Công đoàn số 50/2024/QH15 được Quốc hội thông qua ngày 27/11/2024 và có hiệu lực từ ngày 1/7/2025, thay thế Luật Công đoàn năm 2012.',
        keywords: 'luật công đoàn mới, hiệu lực, ngày có hiệu lực, luật 50/2024, thay thế luật 2012',
        source: LUAT_50,
        effectiveFrom: FROM_2025_07,
      },
      {
        question: 'Người nước ngoài có được gia nhập công đoàn không?',
        answer:
          'Có. Theo Luật Công đoàn 2024, người lao động nước ngoài làm việc tại Việt Nam theo hợp đồng lao động có thời hạn từ 12 tháng trở lên được gia nhập và hoạt động công đoàn tại công đoàn cơ sở nơi mình làm việc.',
        keywords:
          'người nước ngoài, lao động nước ngoài, người lao động nước ngoài, vào công đoàn, gia nhập công đoàn, hợp đồng 12 tháng, quốc tịch nước ngoài',
        source: LUAT_50,
        effectiveFrom: FROM_2025_07,
      },
      {
        question: 'Ai được thành lập, gia nhập công đoàn theo Luật Công đoàn 2024?',
        answer:
          'Người lao động là công dân Việt Nam làm việc tại cơ quan, tổ chức, doanh nghiệp được thành lập, gia nhập và hoạt động công đoàn; luật mới mở rộng cho cả người lao động làm việc không có quan hệ lao động. Người lao động nước ngoài có hợp đồng từ 12 tháng trở lên được gia nhập công đoàn cơ sở.',
        keywords:
          'đối tượng gia nhập, ai được vào công đoàn, quyền gia nhập, không có quan hệ lao động, lao động tự do',
        source: LUAT_50,
        effectiveFrom: FROM_2025_07,
      },
      {
        question: 'Công đoàn cơ sở có quyền và trách nhiệm gì?',
        answer:
          'Công đoàn cơ sở đại diện, bảo vệ quyền và lợi ích hợp pháp của đoàn viên và người lao động: thương lượng, ký kết thỏa ước lao động tập thể, đối thoại tại nơi làm việc, tham gia xây dựng nội quy, quy chế và giám sát việc trả lương, đóng bảo hiểm xã hội. Công đoàn cơ sở còn phát triển đoàn viên, tuyên truyền pháp luật, chăm lo đời sống người lao động và quản lý tài chính công đoàn theo quy định.',
        keywords:
          'quyền của công đoàn cơ sở, nhiệm vụ công đoàn cơ sở, trách nhiệm, chức năng, đại diện người lao động, bảo vệ quyền lợi, thương lượng tập thể',
        source: LUAT_50,
        effectiveFrom: FROM_2025_07,
      },
      {
        question: 'Những hành vi nào bị nghiêm cấm liên quan đến công đoàn?',
        answer:
          'Luật cấm cản trở, gây khó khăn cho việc thành lập, gia nhập và hoạt động công đoàn; ép buộc người lao động vào hoặc không vào công đoàn; phân biệt đối xử, trù dập người lao động vì lý do công đoàn; và chậm đóng, trốn đóng kinh phí công đoàn.',
        keywords: 'hành vi cấm, nghiêm cấm, cản trở công đoàn, phân biệt đối xử, trốn đóng kinh phí, vi phạm',
        source: LUAT_50,
        effectiveFrom: FROM_2025_07,
      },
    ],
  },
  {
    name: 'Gia nhập và quyền của đoàn viên',
    description: 'Cách vào công đoàn, quyền và nghĩa vụ của đoàn viên, thẻ đoàn viên.',
    articles: [
      {
        question: 'Làm thế nào để gia nhập công đoàn?',
        answer:
          'Người lao động tự nguyện làm đơn (hoặc đăng ký trực tuyến) xin gia nhập công đoàn, gửi ban chấp hành công đoàn cơ sở nơi mình làm việc. Ban chấp hành xét, ra quyết định kết nạp và trao thẻ đoàn viên; nơi chưa có công đoàn cơ sở thì gửi công đoàn cấp trên.',
        keywords:
          'vào công đoàn, xin vào công đoàn, đơn gia nhập, kết nạp, thủ tục gia nhập, đăng ký đoàn viên',
        source: DIEU_LE,
        effectiveFrom: null,
      },
      {
        question: 'Đoàn viên công đoàn có những quyền gì?',
        answer:
          'Đoàn viên được công đoàn đại diện, bảo vệ quyền lợi khi có tranh chấp; được tư vấn, trợ giúp pháp luật miễn phí; được thông tin, thảo luận, góp ý và biểu quyết công việc của công đoàn; được ứng cử, bầu cử vào ban chấp hành; được thăm hỏi, hỗ trợ khi khó khăn và hưởng các chương trình phúc lợi dành cho đoàn viên.',
        keywords:
          'quyền lợi đoàn viên, quyền của đoàn viên, lợi ích khi vào công đoàn, được hưởng gì, trợ giúp pháp lý',
        source: DIEU_LE,
        effectiveFrom: null,
      },
      {
        question: 'Đoàn viên có nghĩa vụ gì?',
        answer:
          'Đoàn viên chấp hành Điều lệ Công đoàn Việt Nam và nghị quyết của công đoàn, tham gia sinh hoạt công đoàn, đóng đoàn phí đầy đủ, học tập nâng cao trình độ và đoàn kết, giúp đỡ đồng nghiệp.',
        keywords: 'nghĩa vụ đoàn viên, trách nhiệm đoàn viên, bổn phận, phải làm gì',
        source: DIEU_LE,
        effectiveFrom: null,
      },
      {
        question: 'Chuyển nơi làm việc thì sinh hoạt công đoàn thế nào?',
        answer:
          'Khi chuyển sang cơ quan, doanh nghiệp khác, đoàn viên chuyển sinh hoạt sang công đoàn cơ sở nơi làm việc mới, giữ thẻ đoàn viên và không phải kết nạp lại. Công đoàn cơ sở cũ làm thủ tục chuyển, công đoàn cơ sở mới tiếp nhận.',
        keywords:
          'chuyển công tác, đổi chỗ làm, nghỉ việc chuyển công ty, chuyển sinh hoạt công đoàn, tiếp nhận đoàn viên',
        source: DIEU_LE,
        effectiveFrom: null,
      },
      {
        question: 'Thẻ đoàn viên công đoàn dùng để làm gì?',
        answer:
          'Thẻ đoàn viên xác nhận bạn là đoàn viên Công đoàn Việt Nam, do công đoàn cấp khi kết nạp. Thẻ dùng khi sinh hoạt, khi chuyển sinh hoạt sang đơn vị khác và để hưởng các chương trình ưu đãi, phúc lợi dành cho đoàn viên.',
        keywords: 'thẻ đoàn viên, số thẻ, cấp thẻ, mất thẻ, ưu đãi đoàn viên',
        source: DIEU_LE,
        effectiveFrom: null,
      },
    ],
  },
  {
    name: 'Công đoàn cơ sở',
    description: 'Thành lập, tổ chức và công việc thường xuyên của công đoàn cơ sở.',
    articles: [
      {
        question: 'Điều kiện thành lập công đoàn cơ sở là gì?',
        answer:
          'Công đoàn cơ sở được thành lập khi có ít nhất 5 đoàn viên hoặc 5 người lao động tự nguyện làm đơn gia nhập công đoàn. Công đoàn cấp trên trực tiếp hướng dẫn, công nhận việc thành lập và ban chấp hành lâm thời.',
        keywords:
          'thành lập công đoàn, lập công đoàn, điều kiện thành lập, 5 đoàn viên, công nhận công đoàn cơ sở',
        source: DIEU_LE,
        effectiveFrom: null,
      },
      {
        question: 'Ban chấp hành công đoàn cơ sở cần làm gì với hồ sơ đoàn viên?',
        answer:
          'Ban chấp hành kết nạp đoàn viên mới, cập nhật hồ sơ khi đoàn viên thay đổi thông tin, chuyển sinh hoạt hoặc thôi sinh hoạt, thu đoàn phí và báo cáo số lượng đoàn viên, người lao động lên công đoàn cấp trên theo từng kỳ. Trong phần mềm, các việc này làm tại «Danh sách đoàn viên» và «Quản lý báo cáo đoàn số».',
        keywords: 'quản lý đoàn viên, hồ sơ đoàn viên, công việc ban chấp hành, nhiệm vụ chủ tịch công đoàn',
        source: DIEU_LE,
        effectiveFrom: null,
      },
      {
        question: 'Báo cáo đoàn số là gì?',
        answer:
          'Báo cáo đoàn số là báo cáo định kỳ của công đoàn cơ sở về số đoàn viên và số công nhân, viên chức, lao động (CNVCLĐ) của đơn vị. Công đoàn cấp trên mở kỳ báo cáo kèm hạn nộp; công đoàn cơ sở nộp trong hạn và cấp trên phê duyệt hoặc trả lại để sửa.',
        keywords: 'đoàn số, báo cáo số lượng đoàn viên, kỳ báo cáo, CNVCLĐ, báo cáo định kỳ, hạn nộp báo cáo',
        source: GUIDE,
        effectiveFrom: null,
      },
      {
        question: 'Đối thoại tại nơi làm việc và thỏa ước lao động tập thể là gì?',
        answer:
          'Đối thoại tại nơi làm việc là việc người sử dụng lao động và đại diện người lao động (thường là công đoàn cơ sở) trao đổi định kỳ về điều kiện làm việc, tiền lương, phúc lợi. Thỏa ước lao động tập thể là thỏa thuận bằng văn bản đạt được qua thương lượng tập thể, thường có lợi hơn mức tối thiểu của pháp luật.',
        keywords: 'đối thoại định kỳ, thỏa ước, thương lượng tập thể, hội nghị người lao động, ký thỏa ước',
        source: LUAT_50,
        effectiveFrom: FROM_2025_07,
      },
      {
        question: 'Công đoàn cấp trên trực tiếp cơ sở là ai?',
        answer:
          'Đó là công đoàn quản lý trực tiếp công đoàn cơ sở, ví dụ liên đoàn lao động phường, xã hoặc công đoàn các khu công nghiệp. Cấp này hướng dẫn thành lập công đoàn cơ sở, mở kỳ báo cáo, phê duyệt báo cáo đoàn số và hỗ trợ khi có tranh chấp lao động.',
        keywords:
          'cấp trên, công đoàn cấp trên, liên đoàn lao động phường, công đoàn khu công nghiệp, đơn vị quản lý',
        source: DIEU_LE,
        effectiveFrom: null,
      },
    ],
  },
  {
    name: 'Hướng dẫn sử dụng: đoàn viên',
    description: 'Thêm, chuyển sinh hoạt, nhập Excel và cập nhật hồ sơ đoàn viên trong phần mềm.',
    articles: [
      {
        question: 'Làm thế nào để thêm (kết nạp) đoàn viên mới?',
        answer:
          'Vào menu «Quản lý công đoàn cơ sở» › «Danh sách đoàn viên», bấm «Thêm đoàn viên». Điền họ và tên, giới tính, ngày sinh, số CCCD, công đoàn cơ sở, ngày vào công đoàn và các thông tin khác, rồi bấm «Thêm đoàn viên» ở cuối biểu mẫu.',
        keywords: 'thêm đoàn viên, kết nạp đoàn viên, tạo đoàn viên, nhập đoàn viên mới, thêm hồ sơ',
        source: GUIDE,
        effectiveFrom: null,
      },
      {
        question: 'Tôi không có quyền thêm đoàn viên, làm sao đề nghị kết nạp?',
        answer:
          'Trong «Danh sách đoàn viên», bấm «Đề nghị kết nạp», điền thông tin người được đề nghị và bấm «Gửi đề nghị kết nạp». Yêu cầu được chuyển tới người có quyền phê duyệt; bạn theo dõi kết quả ở menu «Yêu cầu của tôi».',
        keywords: 'đề nghị kết nạp, xin kết nạp, gửi yêu cầu kết nạp, chờ phê duyệt, yêu cầu của tôi',
        source: GUIDE,
        effectiveFrom: null,
      },
      {
        question: 'Làm thế nào để chuyển sinh hoạt đoàn viên sang công đoàn khác?',
        answer:
          'Vào «Danh sách đoàn viên», bấm «Chuyển sinh hoạt». Đánh dấu các đoàn viên cần chuyển ở khung «Chọn đoàn viên chuyển đi», chọn «Công đoàn cơ sở nhận», «Ngày chuyển», ghi lý do rồi bấm «Chuyển sinh hoạt». Chuyển sang đơn vị trong phạm vi của bạn được thực hiện ngay; sang đơn vị khác sẽ thành yêu cầu chờ đơn vị nhận phê duyệt.',
        keywords: 'chuyển sinh hoạt, chuyển đoàn viên, điều chuyển, chuyển công đoàn, đoàn viên chuyển đi',
        source: GUIDE,
        effectiveFrom: null,
      },
      {
        question: 'Làm thế nào để nhập danh sách đoàn viên từ file Excel?',
        answer:
          'Vào «Danh sách đoàn viên», bấm «Nhập Excel». Bấm «Tải file mẫu», điền theo mẫu, kéo thả file vào khung «Chọn file Excel» và bấm «Kiểm tra file». Xem trước số dòng thêm mới, cập nhật và các dòng lỗi, rồi bấm «Nhập dữ liệu»: file được ghi toàn bộ hoặc không ghi dòng nào.',
        keywords: 'nhập excel, import excel, tải lên danh sách, file mẫu, nhập hàng loạt, upload đoàn viên',
        source: GUIDE,
        effectiveFrom: null,
      },
      {
        question: 'Làm thế nào để tìm và xuất danh sách đoàn viên ra Excel?',
        answer:
          'Trong «Danh sách đoàn viên», gõ tên, số CCCD hoặc số thẻ vào ô tìm kiếm và lọc theo đơn vị, trạng thái, giới tính, độ tuổi, năm vào công đoàn. Bấm «Xuất Excel» để tải đúng danh sách đang lọc.',
        keywords: 'tìm đoàn viên, lọc đoàn viên, xuất excel, tải danh sách, export, in danh sách',
        source: GUIDE,
        effectiveFrom: null,
      },
      {
        question: 'Làm thế nào để sửa thông tin hoặc đổi trạng thái đoàn viên?',
        answer:
          'Trong «Danh sách đoàn viên», mở thao tác của dòng đoàn viên: «Sửa» để cập nhật hồ sơ rồi bấm «Lưu thay đổi»; «Đổi trạng thái» để ghi nhận thôi sinh hoạt hoặc sinh hoạt trở lại, kèm «Ngày hiệu lực» và lý do. Công đoàn cơ sở của đoàn viên chỉ đổi được bằng chức năng chuyển sinh hoạt.',
        keywords:
          'sửa đoàn viên, cập nhật hồ sơ, đổi trạng thái, thôi sinh hoạt, ra khỏi công đoàn, chỉnh sửa thông tin',
        source: GUIDE,
        effectiveFrom: null,
      },
    ],
  },
  {
    name: 'Hướng dẫn sử dụng: báo cáo, sự kiện, Zalo',
    description: 'Nộp và phê duyệt báo cáo, tạo sự kiện và gửi thông báo, liên kết Zalo, tài khoản.',
    articles: [
      {
        question: 'Làm thế nào để nộp báo cáo đoàn số?',
        answer:
          'Vào menu «Báo cáo tình hình đoàn viên» › «Quản lý báo cáo đoàn số», bấm «Nộp báo cáo». Chọn kỳ báo cáo đang mở và đơn vị báo cáo, nhập tên báo cáo, số đoàn viên và số CNVCLĐ rồi bấm «Nộp báo cáo». Báo cáo bị trả lại thì bấm «Sửa», chỉnh số liệu và bấm «Lưu và nộp lại».',
        keywords: 'nộp báo cáo, gửi báo cáo, báo cáo đoàn số, lập báo cáo, nộp lại báo cáo',
        source: GUIDE,
        effectiveFrom: null,
      },
      {
        question: 'Làm thế nào để phê duyệt hoặc trả lại báo cáo đoàn số?',
        answer:
          'Vào «Quản lý báo cáo đoàn số», chọn «Chờ phê duyệt», bấm tên đơn vị để xem báo cáo. Chọn thao tác «Phê duyệt» (có thể ghi ý kiến) hoặc «Trả lại» kèm lý do để đơn vị sửa và nộp lại.',
        keywords: 'phê duyệt báo cáo, duyệt báo cáo, trả lại báo cáo, từ chối báo cáo, xét duyệt',
        source: GUIDE,
        effectiveFrom: null,
      },
      {
        question: 'Làm thế nào để tạo sự kiện?',
        answer:
          'Vào menu «Quản lý sự kiện và công việc» › «Danh sách sự kiện», bấm «Tạo sự kiện». Điền tên và loại sự kiện, thời gian bắt đầu, kết thúc, địa điểm, đơn vị tổ chức, đối tượng tham gia; bật «Mở đăng ký» nếu cần người tham gia đăng ký, rồi bấm «Tạo sự kiện».',
        keywords: 'tạo sự kiện, thêm sự kiện, tổ chức sự kiện, lịch họp, hội nghị, đăng ký tham gia',
        source: GUIDE,
        effectiveFrom: null,
      },
      {
        question: 'Làm thế nào để gửi thông báo cho một sự kiện?',
        answer:
          'Mở chi tiết sự kiện và bấm «Gửi thông báo». Chọn người nhận (tất cả người dùng trong phạm vi của bạn, người nhận cụ thể hoặc theo vai trò), loại thông báo, lời nhắn, đánh dấu «Gửi qua Zalo» hoặc «Gửi kèm e-mail» nếu muốn, rồi bấm «Gửi».',
        keywords: 'gửi thông báo sự kiện, thông báo sự kiện, mời tham gia, nhắc lịch, gửi zalo, gửi email',
        source: GUIDE,
        effectiveFrom: null,
      },
      {
        question: 'Làm thế nào để liên kết tài khoản Zalo?',
        answer:
          'Bấm tên (ảnh đại diện) của bạn ở góc trên bên phải, chọn «Thông tin cá nhân», tìm khung «Liên kết Zalo» và bấm «Lấy mã liên kết». Mở Zalo, tìm Official Account của công đoàn, bấm Quan tâm và gửi mã vào khung chat; mã dùng một lần và hết hạn sau 10 phút. Trang tự cập nhật khi liên kết xong.',
        keywords:
          'liên kết zalo, kết nối zalo, mã liên kết, nhận thông báo qua zalo, zalo OA, official account',
        source: GUIDE,
        effectiveFrom: null,
      },
      {
        question: 'Làm thế nào để đổi mật khẩu?',
        answer:
          'Bấm tên (ảnh đại diện) của bạn ở góc trên bên phải, chọn «Đổi mật khẩu». Nhập mật khẩu hiện tại, mật khẩu mới (ít nhất 6 ký tự) và nhập lại, rồi bấm «Đổi mật khẩu». Sau đó bạn được đăng xuất khỏi mọi thiết bị và đăng nhập lại bằng mật khẩu mới.',
        keywords: 'đổi mật khẩu, thay mật khẩu, đổi pass, mật khẩu mới, password',
        source: GUIDE,
        effectiveFrom: null,
      },
      {
        question: 'Quên mật khẩu thì làm thế nào?',
        answer:
          'Ở trang đăng nhập, bấm «Quên mật khẩu?», nhập email của tài khoản và bấm «Gửi mã xác nhận». Dùng mã trong email để đặt lại mật khẩu; mã chỉ dùng được một lần và có hiệu lực ngắn. Nếu tài khoản không có email, hãy nhờ quản trị viên đặt lại.',
        keywords: 'quên mật khẩu, lấy lại mật khẩu, đặt lại mật khẩu, không đăng nhập được, mã xác nhận',
        source: GUIDE,
        effectiveFrom: null,
      },
      {
        question: 'Xem các thông báo của tôi ở đâu?',
        answer:
          'Bấm biểu tượng chuông ở góc trên để xem thông báo mới, hoặc chọn «Xem tất cả thông báo» để mở trang «Thông báo của tôi» với đầy đủ thông báo đã đọc và chưa đọc.',
        keywords: 'thông báo của tôi, xem thông báo, chuông thông báo, thông báo chưa đọc, hộp thư',
        source: GUIDE,
        effectiveFrom: null,
      },
    ],
  },
];

/**
 * The knowledge base on a database that has none yet (a new one, or one from before the assistant):
 * after that the articles are the administrators' to edit, and a restart brings nothing back.
 */
export async function seedKnowledge(tx: DbOrTx) {
  const [existing] = await tx.select({ n: count() }).from(knowledgeCategories);
  if (existing?.n !== 0) return;
  for (const [i, category] of KNOWLEDGE_SEED.entries()) {
    const [row] = await tx
      .insert(knowledgeCategories)
      .values({
        name: category.name,
        nameKey: toSearchText(category.name),
        description: category.description,
        sortOrder: i + 1,
      })
      .returning({ id: knowledgeCategories.id });
    await tx
      .insert(knowledgeArticles)
      .values(category.articles.map((a) => ({ ...a, categoryId: row!.id, active: true })));
  }
}
