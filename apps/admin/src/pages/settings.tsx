/**
 * 系统 → 系统设置 (settings.write): a form per group (订单, 短信, 在线客服), each field with its unit,
 * default, bounds and last change, checked with the API's own zod schemas (settingSchema); 保存
 * sends each changed setting of the group (PUT /api/admin/settings/:key, audited by the API) and
 * takes effect in the shop at once.
 */
import { Alert, App, Button, Card, Form, Input, InputNumber, Space, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { SETTING_GROUPS, settingSchema, type SettingGroup, type SettingKey, type SettingList, type SettingView } from '@shop/contracts/operator-settings';
import { ApiError, api } from '../api.ts';
import { useApiData } from '../use-api-data.ts';
import { zodRule } from '../zod-rule.ts';

const PATH = '/api/admin/settings';

function lastChange(s: SettingView): string {
  return s.changedAt === null ? '尚未修改（使用默认值）' : `最近修改：${s.changedBy ?? '—'}，${dayjs(s.changedAt).format('YYYY-MM-DD HH:mm')}`;
}

function describe(s: SettingView): string {
  const range = s.min !== null && s.max !== null ? `，可设 ${s.min}–${s.max} ${s.unit}` : '';
  return `${s.help}。默认 ${s.defaultValue}${s.min !== null ? ` ${s.unit}` : ''}${range}。`;
}

function GroupForm({ group, items, onSaved }: { group: SettingGroup; items: SettingView[]; onSaved: (saved: SettingView[]) => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Record<string, number | string>>();
  const [busy, setBusy] = useState(false);
  const save = async (values: Record<string, number | string>) => {
    const changed = items.filter((s) => values[s.key] !== s.value);
    if (!changed.length) {
      message.info('没有需要保存的修改');
      return;
    }
    setBusy(true);
    const saved: SettingView[] = [];
    try {
      for (const s of changed) saved.push(await api<SettingView>('PUT', `${PATH}/${s.key}`, { value: values[s.key] }));
      message.success(`${SETTING_GROUPS[group]}设置已保存，立即生效`);
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '保存失败，请稍后重试');
    } finally {
      if (saved.length) onSaved(saved);
      setBusy(false);
    }
  };
  return (
    <Card title={`${SETTING_GROUPS[group]}设置`} style={{ marginBottom: 16 }}>
      <Form
        form={form}
        name={`settings-${group}`}
        layout="vertical"
        style={{ maxWidth: 640 }}
        initialValues={Object.fromEntries(items.map((s) => [s.key, s.value]))}
        onFinish={save}
      >
        {items.map((s) => (
          <Form.Item
            key={s.key}
            label={s.label}
            name={s.key}
            rules={[zodRule(settingSchema(s.key as SettingKey))]}
            extra={
              <>
                <div>{describe(s)}</div>
                <div data-testid={`last-change-${s.key}`}>{lastChange(s)}</div>
              </>
            }
          >
            {typeof s.defaultValue === 'number' ? (
              <InputNumber style={{ width: 240 }} addonAfter={s.unit} />
            ) : (
              <Input style={{ width: 240 }} addonAfter={s.unit} placeholder="09:00-21:00" />
            )}
          </Form.Item>
        ))}
        <Space>
          <Button type="primary" htmlType="submit" loading={busy}>
            保存
          </Button>
          <Button onClick={() => form.resetFields()} disabled={busy}>
            还原
          </Button>
        </Space>
      </Form>
    </Card>
  );
}

export function SettingsPage() {
  const { data, setData, error, loading } = useApiData<SettingList>(PATH);
  const onSaved = (saved: SettingView[]) => setData((d) => (d ? { items: d.items.map((s) => saved.find((x) => x.key === s.key) ?? s) } : d));
  return (
    <div>
      <Typography.Title level={3}>系统设置</Typography.Title>
      <Typography.Paragraph type="secondary">修改保存后立即对商城生效，并记入审计日志。</Typography.Paragraph>
      {error ? <Alert type="error" showIcon message={error.message} /> : null}
      {loading && !data ? <Spin aria-label="加载中" /> : null}
      {data
        ? (Object.keys(SETTING_GROUPS) as SettingGroup[]).map((group) => (
            <GroupForm
              // A saved value becomes the form's new starting point.
              key={`${group}-${data.items
                .filter((s) => s.group === group)
                .map((s) => s.changedAt)
                .join()}`}
              group={group}
              items={data.items.filter((s) => s.group === group)}
              onSaved={onSaved}
            />
          ))
        : null}
    </div>
  );
}
