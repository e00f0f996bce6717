/**
 * 登录: name and password; when the account has turned on TOTP the server answers
 * ERR_ADMIN_TOTP_REQUIRED and the form asks for the 6-digit code as a second step. Refusals
 * (wrong password with the tries left, lock, per-address limit, disabled) show the envelope's message.
 */
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useInvalidateAuthStore } from '@refinedev/core';
import { staffLoginInputSchema, totpCodeSchema } from '@shop/contracts/staff';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../api.ts';
import { authProvider } from '../providers.ts';
import { zodRule } from '../zod-rule.ts';

interface Values {
  name: string;
  password: string;
  totp?: string;
}

function refusalText(e: ApiError): string {
  const data = (e.data ?? {}) as { remainingTries?: number; retryAfter?: number };
  if (typeof data.remainingTries === 'number') return `${e.message}，还可尝试${data.remainingTries}次`;
  if (typeof data.retryAfter === 'number' && e.code === 'ERR_ADMIN_LOGIN_RATE_LIMITED') return `${e.message}（约${Math.ceil(data.retryAfter / 60)}分钟后）`;
  return e.message;
}

export function LoginPage() {
  const [form] = Form.useForm<Values>();
  const [needsTotp, setNeedsTotp] = useState(false);
  // Why the person is here again (the session ended while a screen was open), until they try to sign in.
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const [error, setError] = useState<string | null>(notice ?? null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const invalidateAuth = useInvalidateAuthStore();

  const submit = async (values: Values) => {
    setBusy(true);
    setError(null);
    const result = await authProvider.login({ name: values.name, password: values.password, ...(needsTotp ? { totp: values.totp } : {}) });
    setBusy(false);
    if (result.success) {
      await invalidateAuth();
      navigate(result.redirectTo ?? '/', { replace: true });
      return;
    }
    const e = result.error as ApiError;
    if (e.code === 'ERR_ADMIN_TOTP_REQUIRED') {
      setNeedsTotp(true);
      setError(null);
      return;
    }
    setError(refusalText(e));
  };

  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f2f5' }}>
      <Card style={{ width: 380 }}>
        <Typography.Title level={1} style={{ fontSize: 22, textAlign: 'center', marginTop: 0 }}>
          商城管理后台
        </Typography.Title>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />}
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item label="账号" name="name" rules={[zodRule(staffLoginInputSchema.shape.name)]}>
            <Input prefix={<UserOutlined aria-hidden />} autoComplete="username" disabled={needsTotp} />
          </Form.Item>
          <Form.Item label="密码" name="password" rules={[zodRule(staffLoginInputSchema.shape.password)]}>
            <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="current-password" disabled={needsTotp} />
          </Form.Item>
          {needsTotp && (
            <Form.Item label="动态验证码" name="totp" rules={[zodRule(totpCodeSchema)]} extra="请输入验证器 App 当前显示的6位数字">
              <Input prefix={<SafetyOutlined aria-hidden />} autoComplete="one-time-code" inputMode="numeric" maxLength={6} autoFocus />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" block loading={busy}>
            {needsTotp ? '验证并登录' : '登录'}
          </Button>
          {needsTotp && (
            <Button
              type="link"
              block
              onClick={() => {
                setNeedsTotp(false);
                form.setFieldValue('totp', undefined);
              }}
            >
              返回修改账号密码
            </Button>
          )}
        </Form>
      </Card>
    </main>
  );
}
