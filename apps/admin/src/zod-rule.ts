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

/**
 * A rule for one field of a form checked against the API's whole object schema (a rule that
 * needs two fields, e.g. the waybill form of the chosen carrier): the field's first issue.
 */
export function zodFieldRule(schema: z.ZodType, field: string, values: () => Record<string, unknown>): Rule {
  return {
    validator: async () => {
      const parsed = schema.safeParse(values());
      if (parsed.success) return;
      const issue = parsed.error.issues.find((i) => i.path[0] === field);
      if (issue) throw new Error(issue.message);
    },
  };
}
