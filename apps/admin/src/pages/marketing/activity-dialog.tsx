/**
 * The dialog that creates or edits a 营销 activity (限时抢购, 预售, 先试后买): its fields checked with
 * the API's own create schema, a new activity POSTed to the list's path and an edited one PUT to its
 * own (its SKU, fixed once created, left out), the answer said as 已创建：名称（状态） or 已保存：名称;
 * a refusal shown under its field, or as a message, and the dialog kept open.
 */
import { App, Form, type FormInstance, Input, Modal } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { type ApiError, api } from '../../api.ts';
import { type FieldName, useFormSave } from '../../form-dialog.tsx';
import { zodFieldRule } from '../../zod-rule.ts';
import { activityBody, checkedBody } from './activity-input.ts';

/** What a screen's dialog is given: the activity being edited (null for a new one), and whether it shows. */
export interface ActivityFormProps<Row> {
  editing: Row | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** A dialog's form and its fields' rules: the API's create schema over the form's whole body (`toBody`), its first issue on the field. */
export function useActivityForm<V>(schema: z.ZodType, toBody: (values: V) => Record<string, unknown>, editing: boolean) {
  const [form] = Form.useForm<V>();
  const body = () => checkedBody(toBody(form.getFieldsValue(true) as V), editing);
  return { form, rule: (field: keyof V & string): Rule[] => [zodFieldRule(schema, field, body)] };
}

interface ActivityDialogProps<V, R> extends Omit<ActivityFormProps<unknown>, 'editing'> {
  title: string;
  width: number;
  /** The form's name (its fields' ids). */
  name: string;
  form: FormInstance<V>;
  initialValues: V;
  /** The list's path: a new activity is POSTed to it. */
  path: string;
  /** The edited activity's place under `path` (its parts URI-encoded), PUT to; null for a new one. */
  id: string | null;
  /** The body sent, from the form's values (yuan → fen, times → epoch ms …). */
  toBody: (values: V) => { skuCode?: string };
  /** The saved activity's name and state, from the API's answer, for the success message. */
  said: (answer: R) => [name: string, state: string];
  /** The field a refusal belongs to (its message shown under it), or null for a message. */
  fieldOf: (error: ApiError) => FieldName | null;
  children: ReactNode;
}

export function ActivityDialog<V, R>({
  title,
  width,
  name,
  open,
  onClose,
  onSaved,
  form,
  initialValues,
  path,
  id,
  toBody,
  said,
  fieldOf,
  children,
}: ActivityDialogProps<V, R>) {
  const { message } = App.useApp();
  const { saving, save } = useFormSave(form, '保存失败，请稍后重试', fieldOf);
  const editing = id !== null;
  const finish = (v: V) =>
    save(
      () => {
        const body = activityBody(toBody(v), editing);
        return editing ? api<R>('PUT', `${path}/${id}`, body) : api<R>('POST', path, body);
      },
      (answer) => {
        const [activity, state] = said(answer);
        message.success(editing ? `已保存：${activity}` : `已创建：${activity}（${state}）`);
        onSaved();
      },
    );

  return (
    <Modal
      title={title}
      open={open}
      okText={editing ? '保存' : '创建'}
      cancelText="取消"
      confirmLoading={saving}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
      width={width}
    >
      <Form form={form} layout="vertical" name={name} initialValues={initialValues as object} onFinish={finish} preserve={false}>
        {children}
      </Form>
    </Modal>
  );
}

/** The SKU 编码 field: asked for a new activity (checked by `rules`), shown and fixed when editing. */
export function SkuCodeItem({ editing, rules, extra }: { editing: boolean; rules: Rule[]; extra: string }) {
  return (
    <Form.Item label="SKU 编码" name="skuCode" rules={editing ? [] : rules} required={!editing} extra={extra}>
      <Input disabled={editing} placeholder="如 S25-BLACK-1" />
    </Form.Item>
  );
}
