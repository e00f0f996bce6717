import { z } from 'zod';

/** Every /api answer: `{ success, code, message, path, data }` (spec 3, error envelope). */
export interface Envelope<T = unknown> {
  success: boolean;
  code: string;
  message: string;
  path: string;
  data: T;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    code: z.string().meta({ description: '成功为 "200"，失败为错误码（见错误目录）' }),
    message: z.string().meta({ description: '可直接展示给用户的中文提示' }),
    path: z.string(),
    data,
  });

export const errorEnvelopeSchema = envelopeSchema(z.unknown().nullable());
