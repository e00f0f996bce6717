/** An Ant Design form rule from the API's own zod schema: the console refuses what the API would, with the same Chinese message. */
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';

export function zodRule(schema: z.ZodType): Rule {
  return {
    validator: async (_rule, value) => {
      const parsed = schema.safeParse(value ?? undefined);
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? '输入有误');
    },
  };
}
