import type { MemberDetail, MemberItem, MemberListItem } from '@congdoan/shared';

/** A member as the API answers it, for the tests of the features that show members. */
export const memberItem = (over: Partial<MemberItem> = {}): MemberItem => ({
  id: 7,
  organizationId: 5,
  organizationName: 'CĐCS Công ty May 10',
  fullName: 'Nguyễn Thị Hoa',
  dateOfBirth: '1990-04-12',
  gender: 'nu',
  ethnicityId: 1,
  ethnicityName: 'Kinh',
  religionId: null,
  religionName: null,
  nationalityId: 1,
  nationalityName: 'Việt Nam',
  identity: '001190012345',
  phoneNumber: '0912345678',
  email: null,
  hometownWardId: 3,
  hometownWardName: 'Phường Bắc Giang',
  hometown: 'Thôn Đông',
  addressWardId: null,
  addressWardName: null,
  address: null,
  educationLevelId: 2,
  educationLevelName: '12/12',
  qualificationId: null,
  qualificationName: null,
  professionalTitleId: null,
  professionalTitleName: null,
  academicDegreeId: null,
  academicDegreeName: null,
  academicRankId: null,
  academicRankName: null,
  foreignLanguageId: null,
  foreignLanguageName: null,
  itDegreeTypeId: null,
  itDegreeTypeName: null,
  occupation: 'Công nhân may',
  department: null,
  joinedAt: '2015-03-01',
  cardNumber: 'DV2015000123',
  cardIssuedAt: '2015-04-01',
  partyMember: false,
  status: 'dang_sinh_hoat',
  statusChangedAt: null,
  statusReason: null,
  userId: null,
  username: null,
  createdAt: '2026-01-05T02:00:00.000Z',
  updatedAt: '2026-01-05T02:00:00.000Z',
  ...over,
});

export const memberDetail = (over: Partial<MemberDetail> = {}): MemberDetail => ({
  ...memberItem(),
  organizationPath: [
    { id: 1, name: 'Liên đoàn Lao động tỉnh' },
    { id: 2, name: 'Công đoàn KCN Quang Châu' },
    { id: 5, name: 'CĐCS Công ty May 10' },
  ],
  events: [],
  ...over,
});

/** A row of the members list: a member of the listed unions unless `departure` says otherwise. */
export const memberListItem = (over: Partial<MemberListItem> = {}): MemberListItem => ({
  ...memberItem(over),
  departure: null,
  ...over,
});

/** A new member as approval/admission takes her, with the note that asks for her admission. */
export const ADMISSION_BODY = {
  member: {
    organizationId: 5,
    fullName: 'Vũ Thị Lan',
    dateOfBirth: '1995-09-09',
    gender: 'nu' as const,
    partyMember: false,
  },
  note: 'Đã có đơn xin gia nhập',
};
