/** The change-password form (修改初始密码 and 个人设置): the API's rules checked as typed, the API's refusal shown. */
import { staffChangePasswordInputSchema, type StaffProfile } from '@shop/contracts/staff';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { ApiError, api } from './api.ts';
import { rememberProfile } from './providers.ts';
import { zodRule } from './zod-rule.ts';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

export function PasswordForm({ onChanged, submitText = '修改密码' }: { onChanged: (p: StaffProfile) => void; submitText?: string }) {
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async ({ currentPassword, newPassword }: Values) => {
    setBusy(true);
    setError(null);
    try {
      const profile = await api<StaffProfile>('POST', '/api/admin/auth/password', { currentPassword, newPassword });
      rememberProfile(profile);
      form.resetFields();
      onChanged(profile);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '修改失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} style={{ maxWidth: 420 }}>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form.Item label="当前密码" name="currentPassword" rules={[zodRule(staffChangePasswordInputSchema.shape.currentPassword)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        label="新密码"
        name="newPassword"
        rules={[zodRule(staffChangePasswordInputSchema.shape.newPassword)]}
        extra="至少10位，须同时包含字母和数字，不能包含账号名"
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="确认新密码"
        name="confirm"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: '请再次输入新密码' },
          ({ getFieldValue }) => ({
            validator: async (_r, v) => {
              if (v && v !== getFieldValue('newPassword')) throw new Error('两次输入的新密码不一致');
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {submitText}
      </Button>
    </Form>
  );
}
