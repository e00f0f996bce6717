/**
 * The form fields and list summaries of the 内容 sections added after the first four: 首页广告
 * (picture, title, link — the shop's ad payload) and 菜单与页脚 — 顶部菜单, 页脚栏目, 页脚链接,
 * whose payloads hold lists of links (LinkListField). Kept apart from content-blocks.tsx so each
 * file stays small; the generic screen takes these as they are.
 */
import { CONTENT_SECTIONS, type ContentSection } from '@shop/contracts/content-admin';
import { Form, Input, Radio } from 'antd';
import type { ReactNode } from 'react';
import type { zodRule } from '../../zod-rule.ts';
import { LinkListField } from './link-list-field.tsx';
import { PictureBlockFields, pictureSummary } from './picture-field.tsx';

export interface SectionUi {
  summary: (f: Record<string, unknown>) => ReactNode;
  fields: (rule: (key: string) => ReturnType<typeof zodRule>) => ReactNode;
}

const linkCount = (f: Record<string, unknown>, key = 'links') => (Array.isArray(f[key]) ? f[key].length : 0);
/** The first links of a list, for the summary. */
const firstLinks = (f: Record<string, unknown>) =>
  (Array.isArray(f.links) ? (f.links as { label?: string }[]) : [])
    .slice(0, 4)
    .map((l) => l.label)
    .join('、');

const NAV = CONTENT_SECTIONS.nav.fields.shape;

export const MORE_SECTION_UI: Record<Extract<ContentSection, 'ads' | 'nav' | 'footer-columns' | 'footer-links'>, SectionUi> = {
  ads: {
    summary: pictureSummary,
    fields: (rule) => (
      <PictureBlockFields
        rule={rule}
        title={{ label: '广告标题', max: 30, extra: '显示在图片上，也是读屏软件读出的文字' }}
        subtitleMax={60}
        picture="广告图片"
        mobileExtra="可选：手机网页与 App 使用的图片"
      />
    ),
  },
  nav: {
    summary: (f) => `${String(f.label ?? '')}（${linkCount(f)} 个链接：${firstLinks(f)}）`,
    fields: (rule) => (
      <>
        <Form.Item label="菜单名称" name="label" rules={[rule('label')]} required>
          <Input maxLength={12} showCount />
        </Form.Item>
        <Form.Item label="菜单链接" name="href" rules={[rule('href')]} required extra="点击菜单名称打开的页面">
          <Input placeholder="/list/smartphones" />
        </Form.Item>
        <Form.Item label="显示在" name="side" rules={[rule('side')]}>
          <Radio.Group
            options={[
              { value: 'left', label: '左侧' },
              { value: 'right', label: '右侧' },
            ]}
          />
        </Form.Item>
        <LinkListField name="links" title="菜单链接" schema={NAV.links} withBadge />
        <LinkListField name="guides" title="选购指南" schema={NAV.guides} />
        <LinkListField name="promotions" title="促销链接" schema={NAV.promotions} withBadge />
      </>
    ),
  },
  'footer-columns': {
    summary: (f) => `${String(f.title ?? '')}（${linkCount(f)} 个链接：${firstLinks(f)}）`,
    fields: (rule) => (
      <>
        <Form.Item label="栏目标题" name="title" rules={[rule('title')]} required>
          <Input maxLength={12} showCount />
        </Form.Item>
        <LinkListField name="links" title="链接" schema={CONTENT_SECTIONS['footer-columns'].fields.shape.links} />
      </>
    ),
  },
  'footer-links': {
    summary: (f) => `${linkCount(f)} 个链接：${firstLinks(f)}`,
    fields: () => <LinkListField name="links" title="链接" schema={CONTENT_SECTIONS['footer-links'].fields.shape.links} withBadge />,
  },
};
