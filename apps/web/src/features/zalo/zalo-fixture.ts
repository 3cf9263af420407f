/** The web user linked to a Zalo account, as zalo-account/list answers it, for this feature's tests. */
export const LAN_WEB_USER = {
  id: 7,
  fullName: 'Nguyễn Thị Lan',
  email: 'lan@example.vn',
  phoneNumber: null,
  roleName: 'Đoàn viên công đoàn',
  organizationId: 3,
  isActive: true,
};
