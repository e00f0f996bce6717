/**
 * A 内容 picture field: the uploaded picture's address (POST /api/admin/content/pictures, checked
 * and re-encoded by the API), with a preview; and what the picture sections (首页轮播, 首页广告)
 * share: their fields and their list cell.
 */
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Space, Upload } from 'antd';
import type { ReactNode } from 'react';
import { PICTURE_TYPES, pictureUploadRequest } from '../../picture-upload.ts';
import type { zodRule } from '../../zod-rule.ts';

function PictureField({ value, onChange, label }: { value?: string; onChange?: (v: string | undefined) => void; label: string }) {
  const { message } = App.useApp();
  return (
    <Space>
      {value && (
        <img src={value} alt={`${label}预览`} height={48} style={{ maxWidth: 160, objectFit: 'cover', border: '1px solid #f0f0f0', borderRadius: 4 }} />
      )}
      <Upload
        accept={PICTURE_TYPES}
        showUploadList={false}
        customRequest={pictureUploadRequest<{ url: string }>(
          '/api/admin/content/pictures',
          (stored) => onChange?.(stored.url),
          (text) => message.error(text),
        )}
      >
        <Button icon={<UploadOutlined />} aria-label={`上传${label}`}>
          {value ? '更换图片' : '上传图片'}
        </Button>
      </Upload>
      {value && label.includes('手机') && (
        <Button type="link" onClick={() => onChange?.(undefined)}>
          移除
        </Button>
      )}
    </Space>
  );
}

/** A picture block's list cell: its picture and its title. */
export const pictureSummary = (f: Record<string, unknown>) => (
  <Space>
    {typeof f.image === 'string' && <img src={f.image} alt="" height={36} style={{ maxWidth: 96, objectFit: 'cover', borderRadius: 2 }} />}
    <span>{String(f.title ?? '')}</span>
  </Space>
);

/** A picture block's fields: title, subtitle, picture, phone picture and link, each checked by the section's schema (`rule`). */
export function PictureBlockFields({
  rule,
  title,
  subtitleMax,
  picture,
  mobileExtra,
}: {
  rule: (key: string) => ReturnType<typeof zodRule>;
  title: { label: string; max: number; extra?: string };
  subtitleMax: number;
  /** The picture's name in its upload button and preview. */
  picture: string;
  mobileExtra: string;
}): ReactNode {
  return (
    <>
      <Form.Item label={title.label} name="title" rules={[rule('title')]} required extra={title.extra}>
        <Input maxLength={title.max} showCount />
      </Form.Item>
      <Form.Item label="副标题" name="subtitle" rules={[rule('subtitle')]}>
        <Input maxLength={subtitleMax} />
      </Form.Item>
      <Form.Item label="图片" name="image" rules={[rule('image')]} required extra="JPG / PNG / WebP / GIF，不超过2MB；上传后检查并重新编码">
        <PictureField label={picture} />
      </Form.Item>
      <Form.Item label="手机端图片" name="imageMobile" rules={[rule('imageMobile')]} extra={mobileExtra}>
        <PictureField label="手机端图片" />
      </Form.Item>
      <Form.Item label="链接" name="href" rules={[rule('href')]} required extra="本商城路径（如 /list/smartphones）或允许的 https 地址">
        <Input placeholder="/list/smartphones" />
      </Form.Item>
    </>
  );
}
