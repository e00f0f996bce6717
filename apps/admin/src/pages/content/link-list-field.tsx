/**
 * A list of links inside a 内容 form (menu entries, a footer column's links): add, remove and
 * move up / down with antd's Form.List; each link's text, target and badge are checked with the
 * API's own zod schema (contentLinkSchema), so the console refuses what the API would. A link's
 * icon is not edited here and is kept as it is (a hidden field).
 */
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CONTENT_LINKS_MAX, contentLinkSchema } from '@shop/contracts/content-admin';
import { Button, Form, Input, Space, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { zodRule } from '../../zod-rule.ts';

const rules = {
  label: [zodRule(contentLinkSchema.shape.label)],
  href: [zodRule(contentLinkSchema.shape.href)],
  badge: [zodRule(contentLinkSchema.shape.badge)],
};

/** The list's own rule (how many links), from the API's schema; each link's issues show at the link. */
function listRule(schema: z.ZodType): Rule {
  return {
    validator: async (_rule, value) => {
      const parsed = schema.safeParse(value ?? []);
      const issue = parsed.success ? undefined : parsed.error.issues.find((i) => i.path.length === 0);
      if (issue) throw new Error(issue.message);
    },
  };
}

/** `name`: the form field holding the list; `title`: what a link is called here (菜单链接, 链接); `schema`: the API's schema of the list. */
export function LinkListField({ name, title, schema, withBadge = false }: { name: string; title: string; schema: z.ZodType; withBadge?: boolean }) {
  return (
    <Form.List name={name} rules={[listRule(schema) as never]}>
      {(fields, { add, remove, move }, { errors }) => (
        <fieldset style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: '8px 12px', marginBottom: 16 }}>
          <legend style={{ fontSize: 14, width: 'auto', padding: '0 4px', margin: 0, border: 0 }}>{title}</legend>
          {fields.length === 0 && <Typography.Paragraph type="secondary">暂无{title}</Typography.Paragraph>}
          {fields.map((field, i) => (
            <Space key={field.key} align="start" wrap style={{ display: 'flex' }}>
              <Form.Item name={[field.name, 'label']} rules={rules.label} style={{ marginBottom: 8 }}>
                <Input aria-label={`${title}${i + 1} 文字`} placeholder="链接文字" maxLength={20} style={{ width: 150 }} />
              </Form.Item>
              <Form.Item name={[field.name, 'href']} rules={rules.href} style={{ marginBottom: 8 }}>
                <Input aria-label={`${title}${i + 1} 链接`} placeholder="/list/smartphones" style={{ width: 240 }} />
              </Form.Item>
              {withBadge && (
                <Form.Item name={[field.name, 'badge']} rules={rules.badge} style={{ marginBottom: 8 }}>
                  <Input aria-label={`${title}${i + 1} 角标`} placeholder="角标（可选）" maxLength={6} style={{ width: 110 }} />
                </Form.Item>
              )}
              <Form.Item name={[field.name, 'icon']} hidden>
                <Input />
              </Form.Item>
              <Space size={0}>
                <Button type="text" icon={<ArrowUpOutlined />} aria-label={`上移${title}${i + 1}`} disabled={i === 0} onClick={() => move(i, i - 1)} />
                <Button
                  type="text"
                  icon={<ArrowDownOutlined />}
                  aria-label={`下移${title}${i + 1}`}
                  disabled={i === fields.length - 1}
                  onClick={() => move(i, i + 1)}
                />
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={`删除${title}${i + 1}`} onClick={() => remove(field.name)} />
              </Space>
            </Space>
          ))}
          <Form.ErrorList errors={errors} />
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => add({ label: '', href: '' })}
            disabled={fields.length >= CONTENT_LINKS_MAX}
            style={{ marginTop: 4 }}
          >
            添加{title}
          </Button>
        </fieldset>
      )}
    </Form.List>
  );
}
