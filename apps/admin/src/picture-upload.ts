/** An Ant Design Upload's request that sends one picture to a console upload endpoint (checked and re-encoded by the API). */
import type { UploadProps } from 'antd';
import { ApiError, api } from './api.ts';

export const PICTURE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

export function pictureUploadRequest<T>(
  path: string,
  onStored: (stored: T) => void,
  showError: (text: string) => void,
): NonNullable<UploadProps['customRequest']> {
  return async ({ file, onSuccess, onError }) => {
    const form = new FormData();
    form.append('file', file as Blob);
    try {
      const stored = await api<T>('POST', path, form);
      onStored(stored);
      onSuccess?.(stored);
    } catch (e) {
      showError(e instanceof ApiError ? e.message : '上传失败，请稍后重试');
      onError?.(e as Error);
    }
  };
}
