/**
 * A console write behind a dialog with a form: the fields are checked with the API's own schema
 * (a refused field shows its message under it and nothing is sent), then the form's values are
 * POSTed and the API's answer handed back with a success message; a refusal shows the API's
 * Chinese message and the dialog stays open. The order's 发货 / 取消 and the after-sales steps use it;
 * the 营销 activity dialogs share its save (`useFormSave`).
 */
import { App, Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { ApiError, api } from './api.ts';

/** A form field's name: a top-level field, or a path into a list (['items', 0, 'bundlePrice']). */
export type FieldName = string | (string | number)[];

export interface FormDialogProps<V, R> {
  title: string;
  open: boolean;
  onClose: () => void;
  onDone: (answer: R) => void;
  /** The POST the form's values go to. */
  path: string;
  /** The form's name (its fields' ids). */
  name: string;
  form: FormInstance<V>;
  okText: string;
  cancelText?: string;
  danger?: boolean;
  /** What the success message says. */
  success: string;
  /** What a failure without the API's message says. */
  failure: string;
  /** Above the form (a warning of what the write does). */
  notice?: ReactNode;
  /** The body sent, from the form's values (yuan → fen …); the values as they are when absent. */
  toBody?: (values: V) => unknown;
  /** The field a refusal belongs to (its message shown under it), or null for a message. */
  fieldOf?: (error: ApiError) => FieldName | null;
  children: ReactNode;
}

/**
 * A form's save: `saving` while the call runs, its answer handed to `done`; a refusal shown under
 * the field `fieldOf` names (the API's message), else as a message (`failure` when the API did not
 * answer).
 */
export function useFormSave<V>(form: FormInstance<V>, failure: string, fieldOf?: (error: ApiError) => FieldName | null) {
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const save = async <R,>(call: () => Promise<R>, done: (answer: R) => void) => {
    setSaving(true);
    try {
      done(await call());
    } catch (e) {
      const field = e instanceof ApiError ? fieldOf?.(e) : null;
      if (field) form.setFields([{ name: field as never, errors: [(e as ApiError).message] }]);
      else message.error(e instanceof ApiError ? e.message : failure);
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}

export function FormDialog<V, R>({
  title,
  open,
  onClose,
  onDone,
  path,
  name,
  form,
  okText,
  cancelText = '取消',
  danger,
  success,
  failure,
  notice,
  toBody,
  fieldOf,
  children,
}: FormDialogProps<V, R>) {
  const { message } = App.useApp();
  const { saving, save } = useFormSave(form, failure, fieldOf);
  const submit = async () => {
    // A refused field shows its message under the field; nothing is sent.
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    await save(
      () => api<R>('POST', path, toBody ? toBody(v) : v),
      (answer) => {
        message.success(success);
        form.resetFields();
        onDone(answer);
      },
    );
  };
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      onOk={submit}
      okText={okText}
      cancelText={cancelText}
      okButtonProps={danger ? { danger: true } : undefined}
      confirmLoading={saving}
      destroyOnHidden
    >
      {notice}
      <Form form={form} layout="vertical" name={name}>
        {children}
      </Form>
    </Modal>
  );
}
