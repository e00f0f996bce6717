/**
 * 商品 → 类目 (permission catalogue.write): the category tree with product counts; new category
 * (first level, or under a first-level one), rename, hide / show in the shop, move up / down
 * within its parent. Forms use the API's zod schemas.
 */
import { ArrowDownOutlined, ArrowUpOutlined, MinusSquareOutlined, PlusOutlined, PlusSquareOutlined } from '@ant-design/icons';
import { categoryCodeSchema, categoryCreateInputSchema, type AdminCategory, type AdminCategoryNode } from '@shop/contracts/catalogue-admin';
import { App, Button, Card, Form, Input, Modal, Popconfirm, Select, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { ApiError, api } from '../../api.ts';
import { zodRule } from '../../zod-rule.ts';
import { useApiData } from '../../use-api-data.ts';

export function useCategoryTree() {
  const { data, loading, reload } = useApiData<{ list: AdminCategoryNode[] }>('/api/admin/catalogue/categories');
  return { tree: data?.list ?? [], loading, reload };
}

const nameRule = zodRule(categoryCreateInputSchema.shape.name);

export function CategoriesPage() {
  const { message } = App.useApp();
  const { tree, loading, reload } = useCategoryTree();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<AdminCategory | null>(null);
  const [createForm] = Form.useForm<{ code: string; name: string; parentCode?: string }>();
  const [renameForm] = Form.useForm<{ name: string }>();
  const refresh = reload;

  const act = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      message.success(done);
      await refresh();
      return true;
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '操作失败，请稍后重试');
      return false;
    }
  };

  const move = (c: AdminCategory, by: -1 | 1) => {
    const siblings = c.parentCode ? (tree.find((p) => p.code === c.parentCode)?.children ?? []) : tree;
    const codes = siblings.map((s) => s.code);
    const i = codes.indexOf(c.code);
    const j = i + by;
    if (j < 0 || j >= codes.length) return;
    [codes[i], codes[j]] = [codes[j]!, codes[i]!];
    return act(() => api('PUT', '/api/admin/catalogue/category-order', { parentCode: c.parentCode, codes }), '顺序已调整');
  };

  return (
    <Card
      title="类目"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          新建类目
        </Button>
      }
    >
      <Table<AdminCategory & { children?: AdminCategory[] }>
        rowKey="code"
        loading={loading}
        dataSource={tree}
        pagination={false}
        // Keyed by the number of first-level rows, so that "all expanded" applies once the tree has loaded.
        key={tree.length}
        expandable={{
          defaultExpandAllRows: true,
          expandIcon: ({ expanded, onExpand, record, expandable }) =>
            expandable ? (
              <Button
                type="text"
                size="small"
                icon={expanded ? <MinusSquareOutlined /> : <PlusSquareOutlined />}
                aria-label={`${expanded ? '收起' : '展开'} ${record.name}`}
                aria-expanded={expanded}
                onClick={(e) => onExpand(record, e)}
              />
            ) : null,
        }}
        columns={[
          { title: '类目名称', dataIndex: 'name' },
          { title: '编码', dataIndex: 'code' },
          { title: '层级', dataIndex: 'level', render: (l: number) => (l === 1 ? '一级' : '二级') },
          { title: '商品数', dataIndex: 'productCount' },
          {
            title: '商城显示',
            dataIndex: 'hidden',
            render: (hidden: boolean, c) => (
              <Switch
                checked={!hidden}
                checkedChildren="显示"
                unCheckedChildren="隐藏"
                aria-label={`${c.name} 在商城显示`}
                onChange={(show) =>
                  act(() => api('PUT', `/api/admin/catalogue/categories/${c.code}`, { hidden: !show }), show ? `已显示 ${c.name}` : `已隐藏 ${c.name}`)
                }
              />
            ),
          },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, c) => (
              <Space size={0} wrap>
                <Button type="link" icon={<ArrowUpOutlined />} aria-label={`上移 ${c.name}`} onClick={() => move(c, -1)} />
                <Button type="link" icon={<ArrowDownOutlined />} aria-label={`下移 ${c.name}`} onClick={() => move(c, 1)} />
                <Button
                  type="link"
                  onClick={() => {
                    renameForm.setFieldsValue({ name: c.name });
                    setRenaming(c);
                  }}
                >
                  改名
                </Button>
                {c.productCount === 0 && !(c.children?.length ?? 0) ? (
                  <Popconfirm
                    title={`删除类目「${c.name}」？`}
                    description="删除后不可恢复；只想让顾客看不到，可改用隐藏。"
                    okText="删除"
                    okButtonProps={{ danger: true }}
                    cancelText="取消"
                    onConfirm={() => act(() => api('DELETE', `/api/admin/catalogue/categories/${c.code}`), `已删除 ${c.name}`)}
                  >
                    <Button type="link" danger>
                      删除
                    </Button>
                  </Popconfirm>
                ) : null}
                {c.hidden && <Tag>已隐藏</Tag>}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title="新建类目"
        open={creating}
        okText="创建"
        cancelText="取消"
        onCancel={() => setCreating(false)}
        onOk={() => createForm.submit()}
        destroyOnHidden
      >
        <Form
          form={createForm}
          layout="vertical"
          name="category-create"
          onFinish={async (v) => {
            if (await act(() => api('POST', '/api/admin/catalogue/categories', { ...v, parentCode: v.parentCode ?? null }), `已创建 ${v.name}`)) {
              setCreating(false);
              createForm.resetFields();
            }
          }}
        >
          <Form.Item label="上级类目" name="parentCode" extra="不选则为一级类目">
            <Select allowClear placeholder="一级类目" options={tree.map((c) => ({ value: c.code, label: c.name }))} />
          </Form.Item>
          <Form.Item label="类目名称" name="name" rules={[nameRule]} required>
            <Input />
          </Form.Item>
          <Form.Item label="类目编码" name="code" rules={[zodRule(categoryCodeSchema)]} required extra="小写字母、数字和连字符，创建后不可修改">
            <Input />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        title={`改名：${renaming?.name ?? ''}`}
        open={renaming !== null}
        okText="保存"
        cancelText="取消"
        onCancel={() => setRenaming(null)}
        onOk={() => renameForm.submit()}
        destroyOnHidden
      >
        <Form
          form={renameForm}
          layout="vertical"
          name="category-rename"
          onFinish={async (v) => {
            if (renaming && (await act(() => api('PUT', `/api/admin/catalogue/categories/${renaming.code}`, { name: v.name }), '已改名'))) setRenaming(null);
          }}
        >
          <Form.Item label="类目名称" name="name" rules={[nameRule]} required>
            <Input />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
