/**
 * 个人设置: change password; turn on TOTP (enrol → scan the QR code of the otpauth address or type
 * the secret → confirm with a code) or turn it off (password and a current code).
 */
import { staffTotpConfirmInputSchema, staffTotpDisableInputSchema, type StaffProfile } from '@shop/contracts/staff';
import { Alert, App, Button, Card, Form, Input, QRCode, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { ApiError, api } from '../api.ts';
import { PasswordForm } from '../password-form.tsx';
import { useProfile } from '../profile-store.ts';
import { rememberProfile } from '../providers.ts';
import { zodRule } from '../zod-rule.ts';

/** Ant Design's QR code draws a canvas with role img and no name: it gets one (screen readers read the secret below instead). */
function LabelledQr({ value }: { value: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelector('canvas')?.setAttribute('aria-label', '动态验证码二维码（也可手动输入下方密钥）');
  });
  return (
    <div ref={box}>
      <QRCode value={value} size={180} bordered={false} />
    </div>
  );
}

function TotpCard({ profile }: { profile: StaffProfile }) {
  const { message } = App.useApp();
  const [enrolment, setEnrolment] = useState<{ secret: string; otpauthUrl: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await call();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '操作失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };
  const enrol = () => run(async () => setEnrolment(await api('POST', '/api/admin/auth/totp/enrol')));
  const confirm = (v: { code: string }) =>
    run(async () => {
      rememberProfile(await api<StaffProfile>('POST', '/api/admin/auth/totp/confirm', v));
      setEnrolment(null);
      message.success('已开启动态验证码，下次登录时需要输入');
    });
  const disable = (v: { password: string; code: string }) =>
    run(async () => {
      rememberProfile(await api<StaffProfile>('POST', '/api/admin/auth/totp/disable', v));
      message.success('已关闭动态验证码');
    });

  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>动态验证码</h2>}>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />}
      {profile.totpEnabled ? (
        <>
          <Typography.Paragraph>已开启：登录时需输入验证器 App 显示的6位数字。关闭需要密码和当前验证码。</Typography.Paragraph>
          <Form layout="vertical" onFinish={disable} requiredMark={false} style={{ maxWidth: 420 }}>
            <Form.Item label="密码" name="password" rules={[zodRule(staffTotpDisableInputSchema.shape.password)]}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Form.Item label="动态验证码" name="code" rules={[zodRule(staffTotpDisableInputSchema.shape.code)]}>
              <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
            </Form.Item>
            <Button danger htmlType="submit" loading={busy}>
              关闭动态验证码
            </Button>
          </Form>
        </>
      ) : enrolment ? (
        <Space direction="vertical" size="middle">
          <Typography.Paragraph>用验证器 App（如 Google Authenticator、Microsoft Authenticator）扫描二维码，或手动输入密钥：</Typography.Paragraph>
          <LabelledQr value={enrolment.otpauthUrl} />
          <Typography.Text copyable code data-testid="totp-secret">
            {enrolment.secret}
          </Typography.Text>
          <Form layout="vertical" onFinish={confirm} requiredMark={false} style={{ maxWidth: 420 }}>
            <Form.Item label="验证器显示的6位数字" name="code" rules={[zodRule(staffTotpConfirmInputSchema.shape.code)]}>
              <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy}>
              确认开启
            </Button>
          </Form>
        </Space>
      ) : (
        <>
          <Typography.Paragraph>未开启。开启后，登录时除密码外还需输入验证器 App 显示的6位数字。</Typography.Paragraph>
          <Button type="primary" onClick={enrol} loading={busy}>
            开启动态验证码
          </Button>
        </>
      )}
    </Card>
  );
}

export function ProfilePage() {
  const profile = useProfile();
  const { message } = App.useApp();
  if (!profile) return null;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        个人设置
      </Typography.Title>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>修改密码</h2>}>
        <PasswordForm onChanged={() => message.success('密码已修改，其他设备上的登录已退出')} />
      </Card>
      <TotpCard profile={profile} />
    </Space>
  );
}
