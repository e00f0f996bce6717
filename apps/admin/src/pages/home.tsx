import { Card, Descriptions, Typography } from 'antd';
import { STAFF_PERMISSIONS, type StaffPermission } from '@shop/contracts/staff';
import { useProfile } from '../profile-store.ts';

/** 首页: who is signed in and what their role lets them do (the dashboard of #16 comes later). */
export function HomePage() {
  const profile = useProfile();
  if (!profile) return null;
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 20, marginTop: 0 }}>
        欢迎，{profile.name}
      </Typography.Title>
      <Descriptions
        column={1}
        items={[
          { key: 'role', label: '角色', children: profile.role.name },
          { key: 'totp', label: '动态验证码', children: profile.totpEnabled ? '已开启' : '未开启（可在个人设置中开启）' },
          {
            key: 'permissions',
            label: '权限',
            children: profile.permissions.length ? profile.permissions.map((p) => STAFF_PERMISSIONS[p as StaffPermission] ?? p).join('、') : '无',
          },
        ]}
      />
    </Card>
  );
}
