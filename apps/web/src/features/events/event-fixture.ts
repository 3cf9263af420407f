import type { EventDetail, EventItem, RegistrationItem } from '@congdoan/shared';

/** An event as event/list answers it, for the tests of this feature. */
export const eventItem = (over: Partial<EventItem> = {}): EventItem => ({
  id: 1,
  tenSuKien: 'Hội nghị',
  thoiGianBatDau: '2026-12-01T01:00:00.000Z',
  thoiGianKetThuc: '2026-12-01T04:30:00.000Z',
  noiDungSuKien: null,
  diaDiem: 'Hội trường A',
  doiTuong: null,
  ghiChu: null,
  loaiSuKienId: 2,
  loaiSuKien: { id: 2, ten: 'Tập huấn', mauSac: '#52c41a' },
  soLuongThamGiaDuKien: 0,
  trangThai: 'Đang chuẩn bị',
  organizationId: 5,
  organization: { id: 5, name: 'CĐCS Công ty A' },
  nguoiTao: 3,
  nguoiTaoUser: { id: 3, fullName: 'Nguyễn Văn An' },
  doiTuongDonVi: [],
  doiTuongVaiTro: [],
  moDangKy: true,
  hanDangKy: null,
  soLuongToiDa: 50,
  lyDoHuy: null,
  thoiGianHuy: null,
  soFile: 0,
  soDaDangKy: 12,
  soChoDoi: 3,
  soDaDiemDanh: 0,
  soNguoiNhan: 20,
  soDaXem: 8,
  dangKyCuaToi: null,
  coTheQuanLy: true,
  createdAt: '2026-10-01T01:00:00.000Z',
  updatedAt: '2026-10-01T01:00:00.000Z',
  ...over,
});

/** A conference with its attachments, as su-kien/{id} answers it. */
export const eventDetail = (over: Partial<EventDetail> = {}): EventDetail => ({
  ...eventItem({
    id: 12,
    tenSuKien: 'Hội nghị đại biểu',
    loaiSuKien: { id: 2, ten: 'Hội nghị', mauSac: '#1677ff' },
    soLuongThamGiaDuKien: 100,
  }),
  files: [],
  ...over,
});

/** A moment of November 2026, the month of the registrations' conference (local time). */
export const at = (day: number, hour: number, minute: number) =>
  new Date(2026, 10, day, hour, minute).toISOString();

/** A member registered to conference 5, as the registration lists answer it. */
export const registrationItem = (over: Partial<RegistrationItem> = {}): RegistrationItem => ({
  id: 1,
  suKienId: 5,
  tenSuKien: 'Hội nghị người lao động 2026',
  thoiGianBatDau: at(17, 8, 0),
  userId: 21,
  fullName: 'Nguyễn Văn An',
  username: 'an.nguyen',
  phoneNumber: '0912345678',
  organizationName: 'CĐCS Công ty May 10',
  trangThai: 'da_dang_ky',
  thuTuCho: null,
  dangKyLuc: at(10, 9, 15),
  huyLuc: null,
  themBoi: null,
  diemDanhLuc: null,
  diemDanhBoi: null,
  cachDiemDanh: null,
  ...over,
});
