/** Uploaded images (avatars, review pictures): POST /api/sys/upload?fileMeta=… with a multipart body. Member only. */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { uploadQuerySchema, uploadResultSchema } from '../profile.ts';

/** The multipart body: a FormData with one `file` (the API reads it with its multipart parser, not a zod schema). */
export const uploadBodySchema = z.custom<FormData>((v) => typeof FormData !== 'undefined' && v instanceof FormData, { error: '请选择图片' });

export const uploadEndpoints = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/sys/upload',
    query: uploadQuerySchema,
    body: uploadBodySchema,
    data: uploadResultSchema,
    summary: '上传图片（头像 / 评价晒图）',
    description:
      'multipart/form-data，字段 file（一张）。仅接受 JPEG、PNG、WebP、GIF（按文件头识别并完整解码），不超过 2MB（超出 413 ERR_UPLOAD_TOO_LARGE）；结尾标记之后有数据或夹带 HTML/脚本/PHP/SVG/ZIP 等特征的文件拒绝（400 ERR_UPLOAD_UNSAFE）。重新编码为 WebP 并去除元数据：avatar 400×400 居中裁切，review 长边不超过 1600px。图片归上传者所有。',
    tags: ['member'],
    auth: 'member',
  }),
};
