/**
 * The search form above a console list: its fields in a row, 查询, and the list's actions
 * (export, create …) pushed to the right. Every list screen uses this frame.
 */
import { Button, Form, type FormProps } from 'antd';
import type { ReactNode } from 'react';

export function ListSearchForm<T>({ formProps, name, actions, children }: { formProps: FormProps<T>; name: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Form<T> {...formProps} name={name} layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
      {children}
      <Form.Item>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
      </Form.Item>
      {actions ? <Form.Item style={{ marginInlineStart: 'auto' }}>{actions}</Form.Item> : null}
    </Form>
  );
}
