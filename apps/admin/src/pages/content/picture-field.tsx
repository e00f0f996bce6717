/** A 内容 picture field: the uploaded picture's address (POST /api/admin/content/pictures, checked and re-encoded by the API), with a preview. */
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Space, Upload } from 'antd';
import { PICTURE_TYPES, pictureUploadRequest } from '../../picture-upload.ts';

export function PictureField({ value, onChange, label }: { value?: string; onChange?: (v: string | undefined) => void; label: string }) {
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
