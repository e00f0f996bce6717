/**
 * Pictures a member attaches to a form (review 晒图, after-sales 凭证): thumbnails with a
 * remove button and an add tile; each chosen file is uploaded at once through
 * /api/sys/upload?fileMeta=… and its url kept, up to `max`. A refused file (type, size, unsafe
 * content) says why under the tiles; the form learns while an upload is under way.
 */
import { useRef, useState } from 'react';
import type { FileMeta } from '@shop/contracts/profile';
import { uploadEndpoints } from '@shop/contracts/endpoint-refs/uploads';
import { api } from '../../lib/api-call';
import styles from './picture-uploads.module.css';

export interface PictureUploadsProps {
  fileMeta: FileMeta;
  max: number;
  pictures: string[];
  onChange: (pictures: string[]) => void;
  onUploading?: (uploading: boolean) => void;
  /** The tiles' label, e.g. 晒图 or 上传凭证 (the count follows it). */
  label: string;
  /** What a picture's alt text and remove button call it (图片 → 图片 1, 删除图片 1). */
  noun?: string;
  /** data-testid prefix: `${prefix}-upload` per picture, `${prefix}-file` for the input, `${prefix}-picture-error`. */
  testIdPrefix: string;
  labelClassName?: string;
  hintClassName?: string;
}

export function PictureUploads({
  fileMeta,
  max,
  pictures,
  onChange,
  onUploading,
  label,
  noun = '图片',
  testIdPrefix,
  labelClassName,
  hintClassName,
}: PictureUploadsProps) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState('');
  const fileRef = useRef<HTMLInputElement>(null);
  // The latest list, for uploads that finish one after another.
  const current = useRef(pictures);
  current.current = pictures;

  const busy = (on: boolean) => {
    setUploading(on);
    onUploading?.(on);
  };

  async function addFiles(files: FileList | null) {
    if (!files || files.length === 0) return;
    setError('');
    const room = max - current.current.length;
    const chosen = [...files].slice(0, Math.max(0, room));
    if (files.length > room) setError(`最多上传 ${max} 张${noun}`);
    busy(true);
    try {
      for (const file of chosen) {
        const form = new FormData();
        form.append('file', file);
        const r = await api.call(uploadEndpoints.upload, { query: { fileMeta }, body: form }, { inPlace: [400, 413, 415] });
        if (r.ok) {
          if (current.current.length < max) {
            current.current = [...current.current, r.data.url];
            onChange(current.current);
          }
        } else if (!r.failure.handled) setError(r.failure.displayMessage || '图片上传失败，请重试');
      }
    } finally {
      busy(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  }

  return (
    <div className={styles.field}>
      <span className={labelClassName}>
        {label}（{pictures.length}/{max}）
      </span>
      <ul className={styles.tiles}>
        {pictures.map((src, i) => (
          <li key={src} className={styles.tile} data-testid={`${testIdPrefix}-upload`}>
            <img src={src} alt={`已上传${noun} ${i + 1}`} />
            <button type="button" className={styles.remove} aria-label={`删除${noun} ${i + 1}`} onClick={() => onChange(pictures.filter((x) => x !== src))}>
              ×
            </button>
          </li>
        ))}
        {pictures.length < max ? (
          <li>
            <label className={styles.add}>
              {uploading ? '上传中…' : '+ 添加图片'}
              <input
                ref={fileRef}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif"
                multiple
                className={styles.fileInput}
                onChange={(e) => void addFiles(e.target.files)}
                disabled={uploading}
                data-testid={`${testIdPrefix}-file`}
              />
            </label>
          </li>
        ) : null}
      </ul>
      <span className={hintClassName}>支持 JPG、PNG、WebP、GIF，单张不超过 2 MB，最多 {max} 张</span>
      {error ? (
        <p className={styles.error} role="alert" data-testid={`${testIdPrefix}-picture-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Pictures already sent (a request's or a review's): the same tiles, each opening the full picture. */
export function PictureList({ pictures, noun = '图片', testId }: { pictures: readonly string[]; noun?: string; testId?: string }) {
  return (
    <ul className={styles.tiles} aria-label={noun} data-testid={testId}>
      {pictures.map((src, i) => (
        <li key={src} className={styles.tile}>
          <a href={src} target="_blank" rel="noreferrer">
            <img src={src} alt={`${noun} ${i + 1}`} />
          </a>
        </li>
      ))}
    </ul>
  );
}
