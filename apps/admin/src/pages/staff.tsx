/**
 * 系统 → 员工与角色 (permission staff.manage): the staff list (filter by name, role, status; sort;
 * page), new account (its one-time password shown once), change role, disable / enable, reset
 * password; and each role's permissions (超级管理员's 全部权限 cannot be edited).
 */
import { PlusOutlined } from '@ant-design/icons';
import { useTable } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import {
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  STAFF_STATUSES,
  staffCreateInputSchema,
  staffNameSchema,
  staffRoleChangeInputSchema,
  type StaffPermission,
  type StaffRole,
  type StaffRoleCode,
  type StaffSummary,
} from '@shop/contracts/staff';
import { Alert, App, Badge, Button, Card, Checkbox, Form, Input, Modal, Popconfirm, Select, Space, Table, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, api } from '../api.ts';
import { useProfile } from '../profile-store.ts';
import { zodRule } from '../zod-rule.ts';
import { ListSearchForm } from '../list-search-form.tsx';

const roleOptions = (Object.keys(STAFF_ROLES) as StaffRoleCode[]).map((code) => ({ value: code, label: STAFF_ROLES[code] }));
const statusOptions = Object.entries(STAFF_STATUSES).map(([value, label]) => ({ value, label }));
const time = (ms: number | null) => (ms ? dayjs(ms).format('YYYY-MM-DD HH:mm') : '—');

interface Search {
  name?: string;
  role?: string;
  status?: string;
}

/** The one-time password of a new account or a reset: shown once, to hand over in person. */
function showOneTimePassword(modal: ReturnType<typeof App.useApp>['modal'], title: string, name: string, password: string) {
  modal.success({
    title,
    width: 480,
    content: (
      <>
        <p>
          账号：<strong>{name}</strong>
        </p>
        <p>
          一次性密码：
          <Typography.Text code copyable data-testid="one-time-password">
            {password}
          </Typography.Text>
        </p>
        <Alert type="warning" showIcon message="此密码只显示这一次，请当面或通过安全渠道交给本人；对方首次登录须修改。" />
      </>
    ),
    okText: '我已记下',
  });
}

function StaffList() {
  const { message, modal } = App.useApp();
  const me = useProfile();
  const [creating, setCreating] = useState(false);
  const [roleOf, setRoleOf] = useState<StaffSummary | null>(null);
  const [createForm] = Form.useForm<{ name: string; roleCode: StaffRoleCode }>();
  const [roleForm] = Form.useForm<{ roleCode: StaffRoleCode }>();
  const { tableProps, searchFormProps, tableQuery } = useTable<StaffSummary, ApiError, Search>({
    resource: 'staff',
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
    onSearch: (v): CrudFilter[] => [
      { field: 'name', operator: 'contains', value: v.name?.trim() || undefined },
      { field: 'role', operator: 'eq', value: v.role },
      { field: 'status', operator: 'eq', value: v.status },
    ],
  });
  const refresh = () => tableQuery.refetch();

  const act = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      message.success(done);
      await refresh();
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '操作失败，请稍后重试');
    }
  };

  const create = async (v: { name: string; roleCode: StaffRoleCode }) => {
    try {
      const made = await api<{ staff: StaffSummary; oneTimePassword: string }>('POST', '/api/admin/staff', v);
      setCreating(false);
      createForm.resetFields();
      await refresh();
      showOneTimePassword(modal, '账号已创建', made.staff.name, made.oneTimePassword);
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '创建失败，请稍后重试');
    }
  };

  const resetPassword = async (s: StaffSummary) => {
    try {
      const r = await api<{ staff: StaffSummary; oneTimePassword: string }>('POST', `/api/admin/staff/${s.id}/reset-password`);
      await refresh();
      showOneTimePassword(modal, '密码已重置', r.staff.name, r.oneTimePassword);
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '重置失败，请稍后重试');
    }
  };

  return (
    <>
      <ListSearchForm
        formProps={searchFormProps}
        name="staff-search"
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            新建员工
          </Button>
        }
      >
        <Form.Item label="账号名" name="name">
          <Input allowClear placeholder="包含的文字" style={{ width: 180 }} />
        </Form.Item>
        <Form.Item label="角色" name="role">
          <Select allowClear placeholder="全部角色" options={roleOptions} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item label="状态" name="status">
          <Select allowClear placeholder="全部状态" options={statusOptions} style={{ width: 120 }} />
        </Form.Item>
      </ListSearchForm>
      <Table<StaffSummary>
        {...tableProps}
        rowKey="id"
        pagination={{ ...tableProps.pagination, showTotal: (n) => `共 ${n} 人` }}
        columns={[
          { title: '账号', dataIndex: 'name', sorter: true },
          { title: '角色', dataIndex: ['role', 'name'] },
          {
            title: '状态',
            dataIndex: 'status',
            render: (_: unknown, s) => (
              <Space size={4} wrap>
                <Badge status={s.status === 'active' ? 'success' : 'default'} text={STAFF_STATUSES[s.status]} />
                {s.lockedUntil && <span>（锁定至 {time(s.lockedUntil)}）</span>}
                {s.mustChangePassword && <span>（待修改初始密码）</span>}
              </Space>
            ),
          },
          { title: '动态验证码', dataIndex: 'totpEnabled', render: (v: boolean) => (v ? '已开启' : '未开启') },
          { title: '最近登录', dataIndex: 'lastLoginAt', sorter: true, render: time },
          { title: '创建时间', dataIndex: 'createdAt', sorter: true, render: time },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, s) =>
              s.id === me?.id ? (
                <span>当前账号</span>
              ) : (
                <Space size={0} wrap>
                  <Button
                    type="link"
                    onClick={() => {
                      roleForm.setFieldsValue({ roleCode: s.role.code as StaffRoleCode });
                      setRoleOf(s);
                    }}
                  >
                    修改角色
                  </Button>
                  {s.status === 'active' ? (
                    <Popconfirm
                      title={`停用 ${s.name}？`}
                      description="停用后其登录立即失效。"
                      okText="停用"
                      cancelText="取消"
                      onConfirm={() => act(() => api('POST', `/api/admin/staff/${s.id}/disable`), `已停用 ${s.name}`)}
                    >
                      <Button type="link" danger>
                        停用
                      </Button>
                    </Popconfirm>
                  ) : (
                    <Button type="link" onClick={() => act(() => api('POST', `/api/admin/staff/${s.id}/enable`), `已启用 ${s.name}`)}>
                      启用
                    </Button>
                  )}
                  <Popconfirm
                    title={`重置 ${s.name} 的密码？`}
                    description="将生成新的一次性密码，其登录立即失效。"
                    okText="重置"
                    cancelText="取消"
                    onConfirm={() => resetPassword(s)}
                  >
                    <Button type="link">重置密码</Button>
                  </Popconfirm>
                </Space>
              ),
          },
        ]}
      />
      <Modal
        title="新建员工"
        open={creating}
        okText="创建"
        cancelText="取消"
        onOk={() => createForm.submit()}
        onCancel={() => setCreating(false)}
        closable={{ 'aria-label': '关闭' }}
        destroyOnHidden
      >
        <Form form={createForm} name="staff-create" layout="vertical" onFinish={create} requiredMark={false} preserve={false}>
          <Form.Item label="账号名" name="name" rules={[zodRule(staffNameSchema)]} extra="登录用，不含空格，最多32个字符">
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item label="角色" name="roleCode" rules={[zodRule(staffCreateInputSchema.shape.roleCode)]}>
            <Select options={roleOptions} placeholder="请选择角色" />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        title={`修改角色：${roleOf?.name ?? ''}`}
        open={roleOf !== null}
        okText="保存"
        cancelText="取消"
        onOk={() => roleForm.submit()}
        onCancel={() => setRoleOf(null)}
        closable={{ 'aria-label': '关闭' }}
      >
        <Form
          form={roleForm}
          name="staff-role"
          layout="vertical"
          requiredMark={false}
          onFinish={(v) =>
            act(async () => {
              await api('POST', `/api/admin/staff/${roleOf!.id}/role`, v);
              setRoleOf(null);
            }, '角色已修改')
          }
        >
          <Form.Item label="角色" name="roleCode" rules={[zodRule(staffRoleChangeInputSchema.shape.roleCode)]}>
            <Select options={roleOptions} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

const permissionOptions = (Object.keys(STAFF_PERMISSIONS) as StaffPermission[]).map((p) => ({ value: p, label: `${STAFF_PERMISSIONS[p]}（${p}）` }));

function RoleCard({ role, onSaved }: { role: StaffRole; onSaved: () => void }) {
  const { message } = App.useApp();
  const [value, setValue] = useState<string[]>(role.permissions);
  const [busy, setBusy] = useState(false);
  const dirty = value.length !== role.permissions.length || value.some((p) => !role.permissions.includes(p));
  const save = async () => {
    setBusy(true);
    try {
      await api('PUT', `/api/admin/roles/${role.code}/permissions`, { permissions: value });
      message.success(`已保存「${role.name}」的权限`);
      onSaved();
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '保存失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{role.name}</h2>}
      extra={<span>启用中的员工 {role.activeStaff} 人</span>}
      style={{ marginBottom: 16 }}
      data-testid={`role-${role.code}`}
    >
      {role.all ? (
        <Typography.Paragraph style={{ margin: 0 }}>全部权限（超级管理员不可修改）</Typography.Paragraph>
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Checkbox.Group
            aria-label={`${role.name}的权限`}
            options={permissionOptions}
            value={value}
            onChange={(v) => setValue(v as string[])}
            style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 8 }}
          />
          <Button type="primary" disabled={!dirty} loading={busy} onClick={save}>
            保存
          </Button>
        </Space>
      )}
    </Card>
  );
}

function Roles() {
  const { message } = App.useApp();
  const [roles, setRoles] = useState<StaffRole[] | null>(null);
  const load = useCallback(async () => {
    try {
      setRoles((await api<{ list: StaffRole[] }>('GET', '/api/admin/roles')).list);
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '加载失败，请稍后重试');
    }
  }, [message]);
  useEffect(() => {
    void load();
  }, [load]);
  if (!roles) return <Card loading />;
  return (
    <>
      {roles.map((r) => (
        // Keyed by what is saved: a reload with the same permissions keeps a ticking in progress,
        // a saved change starts the card afresh from the saved set.
        <RoleCard key={`${r.code}:${r.permissions.join(',')}`} role={r} onSaved={load} />
      ))}
    </>
  );
}

export function StaffPage() {
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 20, marginTop: 0 }}>
        员工与角色
      </Typography.Title>
      <Tabs
        items={[
          { key: 'staff', label: '员工', children: <StaffList /> },
          { key: 'roles', label: '角色与权限', children: <Roles /> },
        ]}
      />
    </Card>
  );
}
