/** 修改初始密码: forced while the one-time password is in use (every other admin call answers 403 until then). */
import { useLogout } from '@refinedev/core';
import { Alert, Button, Card, Typography } from 'antd';
import { Navigate, useNavigate } from 'react-router';
import { PasswordForm } from '../password-form.tsx';
import { useProfile } from '../profile-store.ts';

export function ChangePasswordPage() {
  const profile = useProfile();
  const navigate = useNavigate();
  const { mutate: logout } = useLogout();
  if (profile && !profile.mustChangePassword) return <Navigate to="/" replace />;
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f2f5' }}>
      <Card style={{ width: 480 }}>
        <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
          修改初始密码
        </Typography.Title>
        <Alert type="info" showIcon message={`${profile?.name ?? ''}，首次登录请先将一次性密码修改为自己的密码。`} style={{ marginBottom: 16 }} />
        <PasswordForm submitText="修改并进入后台" onChanged={() => navigate('/', { replace: true })} />
        <Button type="link" style={{ paddingInline: 0, marginTop: 8 }} onClick={() => logout()}>
          退出登录
        </Button>
      </Card>
    </main>
  );
}
