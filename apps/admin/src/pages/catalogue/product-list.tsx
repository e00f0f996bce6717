/**
 * 商品 → 商品列表 (permission catalogue.write): filter by name or code, category and status;
 * sort by launch, code, name, sales or stock; page; export the filtered list as CSV (pages of
 * 100 through the same API, at most 10,000 rows). Each row opens 商品编辑 (and, with
 * prices.write, 价格).
 */
import { PlusOutlined } from '@ant-design/icons';
import { useTable } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import { PRODUCT_STATUSES, type ProductSummary } from '@shop/contracts/catalogue-admin';
import { Badge, Button, Card, Form, Input, Select, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { ApiError } from '../../api.ts';
import { ExportCsvButton } from '../../export-csv-button.tsx';
import { can, useProfile } from '../../profile-store.ts';
import { useCategoryTree } from './categories.tsx';
import { showYuan } from './money.ts';
import { ListSearchForm } from '../../list-search-form.tsx';

const STATUS_BADGE = { on_sale: 'success', off_sale: 'default', draft: 'warning' } as const;

interface Search {
  keyword?: string;
  categoryCode?: string;
  status?: string;
}

const statusOptions = Object.entries(PRODUCT_STATUSES).map(([value, label]) => ({ value, label }));

export function ProductListPage() {
  const me = useProfile();
  const { tree } = useCategoryTree();
  const { tableProps, searchFormProps, filters, sorters } = useTable<ProductSummary, ApiError, Search>({
    resource: 'catalogue-products',
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    sorters: { initial: [{ field: 'launchedAt', order: 'desc' }] },
    onSearch: (v): CrudFilter[] => [
      { field: 'keyword', operator: 'contains', value: v.keyword?.trim() || undefined },
      { field: 'categoryCode', operator: 'eq', value: v.categoryCode },
      { field: 'status', operator: 'eq', value: v.status },
    ],
  });
  const categoryOptions = tree.map((c) => ({
    label: c.name,
    options: [{ value: c.code, label: `${c.name}（全部）` }, ...c.children.map((k) => ({ value: k.code, label: k.name }))],
  }));

  return (
    <Card title="商品列表">
      <ListSearchForm
        formProps={searchFormProps}
        name="product-search"
        actions={
          <Space>
            <ExportCsvButton<ProductSummary>
              path="/api/admin/catalogue/products"
              filters={filters}
              sorters={sorters}
              fileName="商品列表"
              header={['商品编码', '商品名称', '类目', '状态', 'SKU数', '最低售价（元）', '最高售价（元）', '库存', '销量', '上市时间']}
              row={(r) => [
                r.spuCode,
                r.name,
                r.categoryName,
                PRODUCT_STATUSES[r.status],
                r.skuCount,
                r.minPrice === null ? '' : (r.minPrice / 100).toFixed(2),
                r.maxPrice === null ? '' : (r.maxPrice / 100).toFixed(2),
                r.stock,
                r.salesCount,
                dayjs(r.launchedAt).format('YYYY-MM-DD HH:mm'),
              ]}
            />
            {can(me, 'prices.write') && (
              <Link to="/catalogue/products/new">
                <Button type="primary" icon={<PlusOutlined />}>
                  新建商品
                </Button>
              </Link>
            )}
          </Space>
        }
      >
        <Form.Item label="名称或编码" name="keyword">
          <Input allowClear placeholder="商品名称、商品 / SKU 编码" style={{ width: 220 }} />
        </Form.Item>
        <Form.Item label="类目" name="categoryCode">
          <Select allowClear placeholder="全部类目" options={categoryOptions} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item label="状态" name="status">
          <Select allowClear placeholder="全部状态" options={statusOptions} style={{ width: 120 }} />
        </Form.Item>
      </ListSearchForm>
      <Table<ProductSummary>
        {...tableProps}
        rowKey="id"
        pagination={{ ...tableProps.pagination, showTotal: (n) => `共 ${n} 个商品` }}
        columns={[
          { title: '商品编码', dataIndex: 'spuCode', sorter: true },
          { title: '商品名称', dataIndex: 'name', sorter: true },
          { title: '类目', dataIndex: 'categoryName' },
          { title: '状态', dataIndex: 'status', render: (s: ProductSummary['status']) => <Badge status={STATUS_BADGE[s]} text={PRODUCT_STATUSES[s]} /> },
          { title: 'SKU', dataIndex: 'skuCount' },
          {
            title: '售价',
            key: 'price',
            render: (_: unknown, p) => (p.minPrice === p.maxPrice ? showYuan(p.minPrice) : `${showYuan(p.minPrice)} – ${showYuan(p.maxPrice)}`),
          },
          { title: '库存', dataIndex: 'stock', sorter: true },
          { title: '销量', dataIndex: 'salesCount', sorter: true },
          { title: '上市时间', dataIndex: 'launchedAt', sorter: true, render: (ms: number) => dayjs(ms).format('YYYY-MM-DD') },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, p) => (
              <Space size="small" wrap>
                <Link to={`/catalogue/products/${encodeURIComponent(p.spuCode)}`}>编辑</Link>
                {can(me, 'prices.write') && <Link to={`/catalogue/products/${encodeURIComponent(p.spuCode)}/prices`}>价格</Link>}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
