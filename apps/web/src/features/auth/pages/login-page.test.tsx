import { describe, expect, it } from 'vitest';
import { welcomeOf } from './login-page';

const chair = { id: 2, label: 'Chủ tịch công đoàn cơ sở', icon_: 'UserOutlined' };
const member = { id: 5, label: 'Đoàn viên công đoàn', icon_: 'UserOutlined' };

describe('the greeting after sign-in', () => {
  it('names the role one of several roles starts in, the one chosen last time, and where to change it', () => {
    expect(
      welcomeOf({ fullName: 'Nguyễn Văn Hùng', roleName: 'Đoàn viên công đoàn', listRoles: [chair, member] }),
    ).toEqual({
      title: 'Xin chào, Nguyễn Văn Hùng!',
      description:
        'Bạn đang làm việc với vai trò "Đoàn viên công đoàn", vai trò đã chọn ở lần trước. Đổi vai trò ở thanh trên cùng.',
    });
  });

  it('only greets one who has a single role', () => {
    expect(
      welcomeOf({ fullName: 'Hoàng Minh Đức', roleName: 'Đoàn viên công đoàn', listRoles: [member] }),
    ).toEqual({
      title: 'Xin chào, Hoàng Minh Đức!',
    });
  });
});
